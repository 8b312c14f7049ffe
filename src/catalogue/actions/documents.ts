/**
 * Document actions: CSV files, PDF documents and spreadsheets (xlsx, xls,
 * ods), read and written by the Client itself. No Office or PDF reader is
 * needed, so they run on Windows and Linux Clients alike.
 *
 * Error codes carry the format's prefix (CSV_, PDF_, SPREADSHEET_), as the API
 * reference has one module per format; the same failure has the same text in
 * every format.
 */
import {defineGroup} from '../define';
import type {ActionInput} from '../schema';

/* ---------- Shared inputs ---------- */

/** The Encoding field; what it means depends on whether the step reads the file or writes it. */
const encodingInput = (description: string): ActionInput => ({
  key: 'encoding',
  label: 'Encoding',
  type: 'Text',
  required: false,
  default: 'utf-8',
  values: ['utf-8', 'windows-1252', 'iso-8859-1', 'utf-16'],
  description,
});

/** Read CSV and Filter CSV read the file in this encoding. */
const readEncoding = encodingInput(
  'The character encoding of the file. Older Brazilian ERP and bank exports are often windows-1252: read as utf-8, such a file stops the step with CSV_ENCODING_ERROR. Accents that come out as `Ã§` mean a utf-8 file read as windows-1252.',
);

const hasHeader = {
  key: 'hasHeader',
  label: 'First row is header',
  type: 'Boolean',
  required: false,
  default: true,
  description: 'Use the first row as column names. Off names the columns `column1`, `column2` and so on.',
} as const;

const csvData = {
  key: 'data',
  label: 'Data',
  type: 'Table',
  required: true,
  description:
    'The rows to write: a Table variable, such as the output of Read CSV or Get table, or the rows of a Run query result.',
  example: '{{invoices}}',
} as const;

const overwrite = {
  key: 'overwrite',
  label: 'Overwrite',
  type: 'Boolean',
  required: false,
  default: false,
  description:
    'Replace the output file if it already exists. Off fails instead, so a rerun cannot destroy earlier results.',
} as const;

const pdfPassword = {
  key: 'password',
  label: 'Password',
  type: 'Secret',
  required: false,
  description: 'The password of an encrypted PDF, usually a custom field: `{{custom.bankStatementPassword}}`.',
} as const;

const pages = {
  key: 'pages',
  label: 'Pages',
  type: 'Text',
  required: false,
  default: 'all',
  description: 'The pages to use: `all`, or page numbers and ranges separated by commas (`1-3,5`). Pages count from 1.',
} as const;

const sheet = {
  key: 'sheet',
  label: 'Sheet',
  type: 'Text',
  required: false,
  description: 'The sheet name, or its position counted from 1. Empty uses the first sheet.',
  example: 'Contas a pagar',
} as const;

const spreadsheetPath = {
  key: 'path',
  label: 'File',
  type: 'File',
  required: true,
  description: 'The spreadsheet on the Client machine: .xlsx, .xls or .ods.',
  example: 'C:\\Tucano\\Financeiro\\fechamento-2024-05.xlsx',
} as const;

/* ---------- Shared errors: one text per failure, with the format's prefix ---------- */

const notFound = {
  message: 'File [path] was not found.',
  when: 'Nothing exists at that path on the Client machine: a typo, a file an earlier step did not create, or a mapped drive the Client user does not see.',
  fix: 'Check the path on the Client machine; use a full path or a UNC path (`\\\\server\\share\\file`) instead of a mapped drive letter, and check that the file is there with Get file details before this step.',
} as const;

const locked = {
  message: 'File [path] is open in another program and cannot be written.',
  when: 'The file is open in Excel or another program that locks it, often left open by a previous run.',
  fix: 'Close the file before this step, for example with Kill process on `EXCEL.EXE`, or write to another file name.',
} as const;

const exists = {
  message: 'File [path] already exists.',
  when: 'The output file is already there and Overwrite is off.',
  fix: 'Turn on Overwrite, or put a date or `{{invoiceNumber}}` in the file name so each run writes a new file.',
} as const;

const csvFileNotFound = {code: 'CSV_FILE_NOT_FOUND', ...notFound} as const;
const csvFileLocked = {code: 'CSV_FILE_LOCKED', ...locked} as const;
const csvFileExists = {code: 'CSV_FILE_EXISTS', ...exists} as const;
const pdfFileNotFound = {code: 'PDF_FILE_NOT_FOUND', ...notFound} as const;
const pdfFileLocked = {
  code: 'PDF_FILE_LOCKED',
  message: locked.message,
  when: 'The output file is open in a PDF reader or a browser tab on the Client machine, often left open by a person checking an earlier result.',
  fix: 'Close the file in the program that shows it before this step, or write to another file name.',
} as const;
const pdfFileExists = {code: 'PDF_FILE_EXISTS', ...exists} as const;
const spreadsheetFileNotFound = {code: 'SPREADSHEET_FILE_NOT_FOUND', ...notFound} as const;
const spreadsheetFileLocked = {code: 'SPREADSHEET_FILE_LOCKED', ...locked} as const;
const spreadsheetFileExists = {
  code: 'SPREADSHEET_FILE_EXISTS',
  message: exists.message,
  when: 'The output file is already there and If the file exists is set to fail.',
  fix: 'Set If the file exists to replaceSheet or overwriteFile, or put a date or `{{invoiceNumber}}` in the file name so each run writes a new file.',
} as const;

const csvParseError = {
  code: 'CSV_PARSE_ERROR',
  message: 'Line [line] of [path] has [found] columns; expected [expected].',
  when: 'The delimiter is wrong, or a value holds the delimiter or a line break without quotes around it.',
  fix: 'Set the Delimiter the file really uses (Brazilian exports often use `;`), or ask the source system to quote its values.',
} as const;

const csvEncodingError = {
  code: 'CSV_ENCODING_ERROR',
  message: 'File [path] is not valid [encoding] text at byte [offset].',
  when: 'The file was saved in another encoding than the one chosen, typically windows-1252 read as utf-8.',
  fix: "Choose the file's real Encoding; try windows-1252 for exports from older ERPs and banks.",
} as const;

const csvColumnNotFound = {
  code: 'CSV_COLUMN_NOT_FOUND',
  message: 'Column [column] does not exist in [path]. Columns: [columns].',
  when: 'The column name differs from the header (case, accents, spaces), or First row is header is off.',
  fix: 'Copy the name exactly from the Columns list in the message, or use `columnN` names when the file has no header.',
} as const;

const pdfInvalid = {
  code: 'PDF_INVALID_FILE',
  message: 'File [path] is not a valid PDF: [reason].',
  when: 'The file is damaged, was not fully downloaded, or is another format with a .pdf name (an HTML error page saved by a portal).',
  fix: 'Open the file on the Client machine to check it; download it again with Download file v2_0_0, which waits for the complete file.',
} as const;

const pdfPasswordRequired = {
  code: 'PDF_PASSWORD_REQUIRED',
  message: 'PDF [path] is encrypted and the password is missing or wrong.',
  when: 'The PDF needs a password to open (bank statements, payslips) and Password is empty or incorrect.',
  fix: "Fill Password with the document password, kept as a custom field; many banks use part of the holder's CPF or CNPJ.",
} as const;

const pdfPageOutOfRange = {
  code: 'PDF_PAGE_OUT_OF_RANGE',
  message: 'Page [page] does not exist; [path] has [pageCount] pages.',
  when: 'Pages or the split ranges name a page beyond the end of the document.',
  fix: 'Use `all`, or read the page count first with Read PDF text (`{{pdfText.pageCount}}`) and build the range from it.',
} as const;

const sheetNotFound = {
  code: 'SPREADSHEET_SHEET_NOT_FOUND',
  message: 'Sheet [sheet] does not exist in [path]. Sheets: [sheets].',
  when: "The sheet name differs from the file's (case, accents, trailing spaces), or the position is larger than the number of sheets.",
  fix: 'Copy the name from the Sheets list in the message, or list them first with List sheets.',
} as const;

const unsupportedFormat = {
  code: 'SPREADSHEET_UNSUPPORTED_FORMAT',
  message: 'File [path] is not an xlsx, xls or ods spreadsheet.',
  when: 'The file is a CSV, a password-protected workbook, or an HTML table saved with an .xls name (common in web portal exports).',
  fix: 'Read CSV files with Read CSV; for HTML disguised as .xls, use Get table in the browser instead; remove the workbook password or open it with Open workbook.',
} as const;

const invalidRange = {
  code: 'SPREADSHEET_INVALID_RANGE',
  message: 'Range [range] is not a valid A1 reference.',
  when: 'The range or start cell is not written as a cell (`B2`) or a range (`A1:F200`).',
  fix: 'Write the reference in A1 style without the sheet name; choose the sheet in Sheet.',
} as const;

const rowLimit = {
  code: 'SPREADSHEET_ROW_LIMIT',
  message: 'The data has [rows] rows; a [format] sheet holds at most [limit].',
  when: 'Writing more rows than the format allows: 65,536 for .xls, 1,048,576 for .xlsx and .ods.',
  fix: 'Save as .xlsx instead of .xls, or split the data over several sheets.',
} as const;

export default defineGroup('documents', [
  /* ---------- CSV ---------- */
  {
    id: 'documents.csv.read',
    minClient: '4.0',
    title: 'Read CSV',
    summary: 'Reads a CSV file into a Table variable, one row per line.',
    inputs: [
      {
        key: 'path',
        label: 'File',
        type: 'File',
        required: true,
        description: 'The CSV file on the Client machine.',
        example: 'C:\\Tucano\\ERP\\exports\\contas-a-pagar.csv',
      },
      {
        key: 'delimiter',
        label: 'Delimiter',
        type: 'Text',
        required: false,
        default: 'auto',
        values: ['auto', ',', ';', 'tab', '|'],
        description: 'The character between values. auto detects it from the first line.',
      },
      readEncoding,
      hasHeader,
      {
        key: 'skipRows',
        label: 'Skip rows',
        type: 'Number',
        required: false,
        default: 0,
        description: 'Lines to skip before the header, for exports that start with a title or report date.',
      },
    ],
    outputs: [
      {
        name: 'csvRows',
        type: 'Table',
        description: "The file's rows, with the header names as columns; every value is Text.",
      },
    ],
    errors: [csvFileNotFound, csvParseError, csvEncodingError],
  },
  {
    id: 'documents.csv.write',
    minClient: '4.0',
    title: 'Write CSV',
    summary: 'Writes a Table variable to a new CSV file, with or without a header row.',
    inputs: [
      {
        key: 'path',
        label: 'File',
        type: 'File',
        required: true,
        description: 'Where to save the CSV file on the Client machine. Missing folders are created.',
        example: 'C:\\Tucano\\Relatorios\\notas-{{params.competencia}}.csv',
      },
      csvData,
      {
        key: 'delimiter',
        label: 'Delimiter',
        type: 'Text',
        required: false,
        default: ';',
        values: [',', ';', 'tab', '|'],
        description:
          'The character between values. `;` opens correctly in Excel with Brazilian regional settings, where `,` is the decimal separator.',
      },
      encodingInput(
        'The character encoding the file is written in. utf-8 is written without a byte-order mark, which importers and APIs expect; Excel opens such a file as windows-1252, so write windows-1252 for a file people open in Excel.',
      ),
      {
        key: 'includeHeader',
        label: 'Write header row',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Write the column names as the first line.',
      },
      overwrite,
    ],
    outputs: [],
    errors: [csvFileLocked, csvFileExists],
  },
  {
    id: 'documents.csv.append',
    minClient: '4.0',
    title: 'Append to CSV',
    summary: 'Adds the rows of a Table variable to the end of an existing CSV file.',
    inputs: [
      {
        key: 'path',
        label: 'File',
        type: 'File',
        required: true,
        description: 'The CSV file to add rows to.',
        example: 'C:\\Tucano\\Relatorios\\log-conciliacao.csv',
      },
      csvData,
      {
        key: 'delimiter',
        label: 'Delimiter',
        type: 'Text',
        required: false,
        default: 'auto',
        values: ['auto', ',', ';', 'tab', '|'],
        description: 'The character between values. auto uses the one the file already has.',
      },
      encodingInput(
        'The encoding the new rows are written in: the one the file was created with. The step cannot check it against the file, and rows appended in another encoding make Read CSV fail on the file later with CSV_ENCODING_ERROR.',
      ),
      {
        key: 'createIfMissing',
        label: 'Create if missing',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Create the file, with a header row, when it does not exist yet. Off fails instead.',
      },
    ],
    outputs: [],
    errors: [
      csvFileNotFound,
      csvFileLocked,
      {
        code: 'CSV_COLUMNS_MISMATCH',
        message: 'The data has columns [columns] that [path] does not have.',
        when: "The Table has columns the file's header lacks; rows are matched to the header by column name.",
        fix: 'Rename or remove the extra columns before appending, or write a new file with Write CSV.',
      },
    ],
  },
  {
    id: 'documents.csv.filter',
    minClient: '4.0',
    title: 'Filter CSV',
    summary: 'Reads a CSV file and keeps only the rows whose column meets a condition.',
    inputs: [
      {
        key: 'path',
        label: 'File',
        type: 'File',
        required: true,
        description: 'The CSV file to filter.',
        example: 'C:\\Tucano\\ERP\\exports\\contas-a-pagar.csv',
      },
      {
        key: 'column',
        label: 'Column',
        type: 'Text',
        required: true,
        description: 'The column to test, by header name (or `column3` when the file has no header).',
        example: 'Status',
      },
      {
        key: 'operator',
        label: 'Condition',
        type: 'Text',
        required: false,
        default: 'equals',
        values: [
          'equals',
          'notEquals',
          'contains',
          'startsWith',
          'endsWith',
          'greaterThan',
          'lessThan',
          'isEmpty',
          'isNotEmpty',
        ],
        description:
          "How the column is compared with Value. greaterThan and lessThan compare numbers and dates, read with the robot's locale (with pt-BR, `1.234,56` and `05/06/2024`).",
      },
      {
        key: 'value',
        label: 'Value',
        type: 'Text',
        required: false,
        description: 'The value to compare with. Not used by isEmpty and isNotEmpty.',
        example: 'Em aberto',
      },
      {
        key: 'caseSensitive',
        label: 'Case sensitive',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Tell upper and lower case apart when comparing text.',
      },
      {
        key: 'delimiter',
        label: 'Delimiter',
        type: 'Text',
        required: false,
        default: 'auto',
        values: ['auto', ',', ';', 'tab', '|'],
        description: 'The character between values. auto detects it from the first line.',
      },
      readEncoding,
      hasHeader,
      {
        key: 'outputPath',
        label: 'Save to file',
        type: 'File',
        required: false,
        description:
          'Also write the matching rows to this CSV file, with the same delimiter and header. Empty keeps them in the variable only.',
      },
    ],
    outputs: [
      {
        name: 'filteredRows',
        type: 'Table',
        description: 'The rows that meet the condition, with the same columns as the file. Empty when none match.',
      },
    ],
    errors: [csvFileNotFound, csvColumnNotFound, csvParseError, csvEncodingError],
  },

  /* ---------- PDF ---------- */
  {
    id: 'documents.pdf.readText',
    minClient: '4.0',
    title: 'Read PDF text',
    summary: 'Extracts the text of a PDF document, all of it or selected pages.',
    inputs: [
      {
        key: 'path',
        label: 'File',
        type: 'File',
        required: true,
        description: 'The PDF file on the Client machine.',
        example: 'C:\\Tucano\\Boletos\\boleto-{{invoiceNumber}}.pdf',
      },
      pages,
      pdfPassword,
      {
        key: 'keepLayout',
        label: 'Keep layout',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          'Keep columns and table cells in their positions with spaces, which helps reading values by line. Off returns the text in reading order.',
      },
    ],
    outputs: [
      {
        name: 'pdfText',
        type: 'Object',
        description:
          'The extracted text. A scanned PDF has no text layer and gives empty text: read it with OCR instead.',
        fields: [
          {key: 'text', type: 'Text', description: 'The text of the selected pages, pages separated by a form feed.'},
          {key: 'pages', type: 'List', description: 'The text of each selected page, in order.'},
          {key: 'pageCount', type: 'Number', description: 'Number of pages in the whole document.'},
        ],
      },
    ],
    errors: [pdfFileNotFound, pdfInvalid, pdfPasswordRequired, pdfPageOutOfRange],
  },
  {
    id: 'documents.pdf.merge',
    minClient: '4.0',
    title: 'Merge PDFs',
    summary: 'Joins several PDF files, in the order given, into one PDF.',
    inputs: [
      {
        key: 'files',
        label: 'Files',
        type: 'List',
        required: true,
        description: 'The PDF files to join, in order: a List variable or a list of paths.',
        example: ['C:\\Tucano\\NFe\\nfe-000123.pdf', 'C:\\Tucano\\NFe\\boleto-000123.pdf'],
      },
      {
        key: 'outputPath',
        label: 'Save as',
        type: 'File',
        required: true,
        description: 'The merged PDF to create.',
        example: 'C:\\Tucano\\NFe\\pacote-000123.pdf',
      },
      overwrite,
    ],
    outputs: [{name: 'mergedPdf', type: 'File', description: 'Path of the merged PDF.'}],
    errors: [
      pdfFileNotFound,
      pdfInvalid,
      {
        ...pdfPasswordRequired,
        when: 'One of the Files is encrypted: Merge PDFs has no Password field to open it with.',
        fix: 'Make an unprotected copy first with Split PDF (Password filled, Split by everyNPages, Pages per file larger than the document) and merge that copy.',
      },
      pdfFileLocked,
      pdfFileExists,
    ],
  },
  {
    id: 'documents.pdf.split',
    minClient: '4.0',
    title: 'Split PDF',
    summary: 'Splits a PDF into several files: one per page, every N pages, or by page ranges.',
    inputs: [
      {
        key: 'path',
        label: 'File',
        type: 'File',
        required: true,
        description: 'The PDF to split.',
        example: 'C:\\Tucano\\RH\\holerites-2024-05.pdf',
      },
      {
        key: 'outputFolder',
        label: 'Output folder',
        type: 'File',
        required: true,
        description: 'The folder for the parts. It is created if missing.',
        example: 'C:\\Tucano\\RH\\holerites',
      },
      {
        key: 'mode',
        label: 'Split by',
        type: 'Text',
        required: false,
        default: 'everyPage',
        values: ['everyPage', 'everyNPages', 'ranges'],
        description: 'One file per page, one file per group of pages, or one file per range.',
      },
      {
        key: 'pagesPerFile',
        label: 'Pages per file',
        type: 'Number',
        required: false,
        usedWhen: {mode: ['everyNPages']},
        default: 1,
        description: 'The size of each part when Split by is everyNPages.',
      },
      {
        key: 'ranges',
        label: 'Ranges',
        type: 'Text',
        required: false,
        usedWhen: {mode: ['ranges']},
        description: 'The parts when Split by is ranges, separated by commas: `1-2,3,4-7` gives three files.',
      },
      {
        key: 'fileName',
        label: 'File name pattern',
        type: 'Text',
        required: false,
        default: '[name]-[part].pdf',
        description:
          'The name of each part: `[name]` is the original file name without extension and `[part]` the part number.',
      },
      pdfPassword,
      overwrite,
    ],
    outputs: [{name: 'pdfParts', type: 'List', description: 'Paths of the created files, in page order.'}],
    errors: [
      pdfFileNotFound,
      pdfInvalid,
      pdfPasswordRequired,
      {
        ...pdfPageOutOfRange,
        fix: 'Correct Ranges, or read the page count first with Read PDF text (`{{pdfText.pageCount}}`) and build the ranges from it; everyPage and everyNPages never go past the last page.',
      },
      pdfFileExists,
    ],
  },
  {
    id: 'documents.pdf.toImage',
    minClient: '4.0',
    title: 'Convert PDF to image',
    summary: 'Renders PDF pages as PNG or JPG images, one file per page.',
    inputs: [
      {
        key: 'path',
        label: 'File',
        type: 'File',
        required: true,
        description: 'The PDF to render.',
        example: 'C:\\Tucano\\Digitalizados\\contrato-{{params.contractId}}.pdf',
      },
      {
        key: 'outputFolder',
        label: 'Output folder',
        type: 'File',
        required: true,
        description:
          'The folder for the images, named `[name]-[page]` with the image extension. It is created if missing.',
        example: 'C:\\Tucano\\Digitalizados\\imagens',
      },
      pages,
      {
        key: 'format',
        label: 'Image format',
        type: 'Text',
        required: false,
        default: 'png',
        values: ['png', 'jpg'],
        description: 'PNG keeps text sharp for OCR; JPG gives smaller files for attachments.',
      },
      {
        key: 'dpi',
        label: 'Resolution (DPI)',
        type: 'Number',
        unit: 'dpi',
        required: false,
        default: 200,
        description: 'Dots per inch. 200 to 300 suits OCR; 96 is enough for previews.',
      },
      pdfPassword,
    ],
    outputs: [
      {name: 'pageImages', type: 'List', description: 'Paths of the created images, one per page, in page order.'},
    ],
    errors: [pdfFileNotFound, pdfInvalid, pdfPasswordRequired, pdfPageOutOfRange],
  },

  /* ---------- Spreadsheet ---------- */
  {
    id: 'documents.spreadsheet.read',
    minClient: '4.0',
    title: 'Read spreadsheet',
    summary: 'Reads a sheet or a range of an xlsx, xls or ods file into a Table variable, without Office.',
    inputs: [
      spreadsheetPath,
      sheet,
      {
        key: 'range',
        label: 'Range',
        type: 'Text',
        required: false,
        description: "The cells to read in A1 style (`A1:F200`). Empty reads the sheet's used range.",
      },
      hasHeader,
      {
        key: 'valuesAs',
        label: 'Read values as',
        type: 'Text',
        required: false,
        default: 'typed',
        values: ['typed', 'text'],
        description:
          'typed gives numbers as Number and dates as Date; text gives each cell as Excel displays it (`R$ 1.234,56`, `05/06/2024`).',
      },
    ],
    outputs: [
      {
        name: 'sheetRows',
        type: 'Table',
        description: 'The rows read, with the header names as columns. Formulas give their last saved result.',
      },
    ],
    errors: [spreadsheetFileNotFound, unsupportedFormat, sheetNotFound, invalidRange],
  },
  {
    id: 'documents.spreadsheet.write',
    minClient: '4.0',
    title: 'Write spreadsheet',
    summary: 'Writes a Table variable to a sheet of an xlsx, xls or ods file, creating the file if needed.',
    inputs: [
      {
        ...spreadsheetPath,
        description:
          'The spreadsheet to write: .xlsx, .xls or .ods; the extension decides the format. It is created if missing.',
        example: 'C:\\Tucano\\Relatorios\\conciliacao-{{params.competencia}}.xlsx',
      },
      {
        ...csvData,
        description:
          'The rows to write: a Table variable, such as the output of Read spreadsheet or Get table, or the rows of a Run query result.',
      },
      {...sheet, default: 'Sheet1', description: 'The sheet to write to. It is created if the file does not have it.'},
      {
        key: 'startCell',
        label: 'Start cell',
        type: 'Text',
        required: false,
        default: 'A1',
        description: 'The top-left cell of the written data.',
      },
      {
        key: 'includeHeader',
        label: 'Write header row',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Write the column names in the first row.',
      },
      {
        key: 'ifExists',
        label: 'If the file exists',
        type: 'Text',
        required: false,
        default: 'replaceSheet',
        values: ['replaceSheet', 'overwriteFile', 'fail'],
        description:
          'replaceSheet clears only the chosen sheet and keeps the others; overwriteFile starts a new file; fail stops the robot.',
      },
    ],
    outputs: [],
    errors: [spreadsheetFileLocked, spreadsheetFileExists, unsupportedFormat, invalidRange, rowLimit],
  },
  {
    id: 'documents.spreadsheet.appendRows',
    minClient: '4.0',
    title: 'Append rows',
    summary: 'Adds the rows of a Table variable below the last used row of a sheet.',
    inputs: [
      spreadsheetPath,
      {...csvData, description: 'The rows to add: a Table variable, or a Table built from a single row.'},
      sheet,
      {
        key: 'matchHeader',
        label: 'Match columns by header',
        type: 'Boolean',
        required: false,
        default: true,
        description:
          'Put each value under the sheet column with the same header. Off writes the columns in order from column A.',
      },
    ],
    outputs: [],
    errors: [spreadsheetFileNotFound, spreadsheetFileLocked, unsupportedFormat, sheetNotFound, rowLimit],
  },
  {
    id: 'documents.spreadsheet.listSheets',
    minClient: '4.0',
    title: 'List sheets',
    summary: 'Lists the names of the sheets in an xlsx, xls or ods file, in tab order.',
    inputs: [spreadsheetPath],
    outputs: [{name: 'sheetNames', type: 'List', description: 'The sheet names in tab order, hidden sheets included.'}],
    errors: [spreadsheetFileNotFound, unsupportedFormat],
  },
]);
