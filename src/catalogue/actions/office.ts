/**
 * Office: Microsoft Excel and Word driven on a Windows Client machine where
 * they are installed. `office.excel.open` returns an Excel session (one open
 * workbook) that the other Excel actions take; Save and close ends it.
 * For xlsx files without Office, use the documents/spreadsheet actions.
 */
import {defineGroup} from '../define';
import {timeoutInput} from '../inputs';

/** The session input every Excel action after `open` takes. */
const session = {
  key: 'session',
  label: 'Excel session',
  type: 'Session',
  required: true,
  description: 'The workbook session returned by Open workbook, written as its output variable: `{{excel}}`.',
  example: '{{excel}}',
} as const;

const sheet = {
  key: 'sheet',
  label: 'Sheet',
  type: 'Text',
  required: false,
  description: 'The name of the sheet, as on its tab. Empty uses the sheet that is active in the workbook.',
  example: 'Contas a pagar',
} as const;

const sessionClosed = {
  code: 'EXCEL_SESSION_CLOSED',
  message: 'The Excel session [session] is closed.',
  when: 'Save and close already ran, someone closed the workbook or Excel on the Client machine, or Excel stopped responding and was ended.',
  fix: 'Open the workbook again before this step, and do not use the Client machine while the robot drives Excel.',
} as const;

const sheetNotFound = {
  code: 'EXCEL_SHEET_NOT_FOUND',
  message: 'Sheet [sheet] does not exist in [file].',
  when: 'The sheet name is misspelled, has an extra space, or the sheet was renamed in a new version of the file.',
  fix: 'Copy the name from the sheet tab exactly, or leave Sheet empty to use the active sheet.',
} as const;

const invalidRange = {
  code: 'EXCEL_INVALID_RANGE',
  message: 'Range [range] is not valid in sheet [sheet].',
  when: 'The range is not an A1 reference (`A1:F200`), a defined name or a table name of the workbook, or it uses a separator of another locale such as `A1;F200`.',
  fix: 'Write the range as `A1:F200`, or define a name for it in Excel (Formulas, Name Manager) and use the name.',
} as const;

const notInstalled = {
  code: 'EXCEL_NOT_INSTALLED',
  message: 'Microsoft Excel is not installed on [machine].',
  when: 'The robot runs on a Client machine without desktop Excel, such as a Linux Client or a Windows server without Office.',
  fix: 'Run the robot on a Windows Client with Excel installed and activated, or use the Spreadsheet actions, which need no Office.',
} as const;

export default defineGroup('office', [
  {
    id: 'office.excel.open',
    minClient: '4.0',
    title: 'Open workbook',
    summary: 'Opens a workbook in Microsoft Excel on the Client machine and returns the Excel session.',
    inputs: [
      {
        key: 'file',
        label: 'Workbook',
        type: 'File',
        required: true,
        description:
          'The path of the .xlsx, .xlsm or .xls file on the Client machine, or a UNC path (`\\\\server\\share\\...`) for a network share.',
        example: 'C:\\Tucano\\Financeiro\\contas-a-pagar-{{params.month}}.xlsm',
      },
      {
        key: 'visible',
        label: 'Show Excel',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Show the Excel window while the robot works; useful to follow a run while building it.',
      },
      {
        key: 'readOnly',
        label: 'Read-only',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Open without locking the file for others. Save and close can then only save under another name.',
      },
      {
        key: 'password',
        label: 'Password',
        type: 'Secret',
        required: false,
        description: 'The password to open a protected workbook. Keep it in a custom field.',
        example: '{{custom.planilhaFinanceiroPassword}}',
      },
      {
        key: 'updateLinks',
        label: 'Update links',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          'Refresh links to other workbooks when opening. Off avoids the update prompt, which would stop the robot.',
      },
    ],
    outputs: [
      {
        name: 'excel',
        type: 'Session',
        description: 'The Excel session of the open workbook, passed to every later Excel action.',
      },
    ],
    errors: [
      notInstalled,
      {
        code: 'EXCEL_FILE_NOT_FOUND',
        message: 'Workbook [file] was not found.',
        when: 'The path is wrong, or it is on a network drive that is not mapped for the user the Client runs as.',
        fix: 'Use the full path (a UNC path such as `\\\\servidor\\financeiro\\...` for network shares) and check it with Get file details.',
      },
      {
        code: 'EXCEL_FILE_LOCKED',
        message: 'Workbook [file] is locked for editing by [user].',
        when: 'Someone else has the workbook open, or an earlier failed run left an Excel process holding it.',
        fix: 'Open it with Read-only on, ask the user to close it, or end leftover Excel processes with Kill process at the start of the robot.',
      },
      {
        code: 'EXCEL_WRONG_PASSWORD',
        message: 'The password for [file] is incorrect.',
        when: 'The workbook is protected and the password is missing or wrong.',
        fix: 'Check the custom field that holds the password; a password to modify is not needed with Read-only on.',
      },
    ],
  },
  {
    id: 'office.excel.readRange',
    minClient: '4.0',
    title: 'Read range',
    summary: 'Reads a range of cells from a sheet of the open workbook into a Table.',
    inputs: [
      session,
      sheet,
      {
        key: 'range',
        label: 'Range',
        type: 'Text',
        required: false,
        description:
          'The cells to read, as `A1:F200`, a defined name or the name of an Excel table. Empty reads the used area of the sheet.',
        example: 'A1:H500',
      },
      {
        key: 'hasHeaders',
        label: 'First row has headers',
        type: 'Boolean',
        required: false,
        default: true,
        description:
          'Use the first row as column names, so later steps read `{{row.Fornecedor}}`. Off names the columns A, B, C.',
      },
      {
        key: 'valuesAs',
        label: 'Read values as',
        type: 'Text',
        required: false,
        default: 'values',
        values: ['values', 'displayed'],
        description:
          'values reads numbers and dates as Numbers and Dates; displayed reads the text shown in each cell, such as `R$ 1.234,56`.',
      },
    ],
    outputs: [
      {
        name: 'rows',
        type: 'Table',
        description: 'The cells read, one row per sheet row; empty cells are empty values. Loop over it with For each.',
      },
    ],
    errors: [sessionClosed, sheetNotFound, invalidRange],
  },
  {
    id: 'office.excel.writeRange',
    minClient: '4.0',
    title: 'Write range',
    summary: 'Writes a Table or a single value into a sheet of the open workbook, starting at a cell.',
    inputs: [
      session,
      sheet,
      {
        key: 'startCell',
        label: 'Start cell',
        type: 'Text',
        required: true,
        description: 'The top-left cell to write to, such as `A2`. Cells to the right and below are overwritten.',
        example: 'A2',
      },
      {
        key: 'data',
        label: 'Data',
        type: 'Table',
        required: true,
        description:
          'What to write: a Table variable (the rows of a query result, a CSV read), or a single value for one cell.',
        example: '{{invoices}}',
      },
      {
        key: 'includeHeaders',
        label: 'Write headers',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Write the column names of the Table as the first row.',
      },
    ],
    outputs: [],
    errors: [
      sessionClosed,
      sheetNotFound,
      // Write range names one start cell, not a range: its own cause and fix.
      {
        ...invalidRange,
        when: 'Start cell is not one cell in A1 style (`A2`) or a single-cell defined name: a range such as `A2:F313`, an R1C1 reference or a typo.',
        fix: 'Write the top-left cell only, such as `A2`; the step fills as many rows and columns as the Table has.',
      },
      {
        code: 'EXCEL_SHEET_PROTECTED',
        message: 'Sheet [sheet] is protected and cannot be changed.',
        when: 'The sheet has Protect Sheet on and the cells written to are locked.',
        fix: 'Unprotect the sheet in the workbook, or unlock the input cells (Format Cells, Protection) before protecting it.',
      },
    ],
  },
  {
    id: 'office.excel.runMacro',
    minClient: '4.0',
    title: 'Run macro',
    summary: 'Runs a VBA macro of the open workbook, with optional arguments, and returns its result.',
    inputs: [
      session,
      {
        key: 'macro',
        label: 'Macro',
        type: 'Text',
        required: true,
        description:
          'The name of the Sub or Function, as `Module1.AtualizarRelatorio` or just `AtualizarRelatorio` when the name is unique.',
        example: 'Module1.AtualizarRelatorio',
      },
      {
        key: 'arguments',
        label: 'Arguments',
        type: 'List',
        required: false,
        description: 'The values passed to the macro, in the order of its parameters, such as `["04/2024", true]`.',
      },
      timeoutInput(300000, 'How long the macro may run before the step fails.'),
    ],
    outputs: [{name: 'macroResult', type: 'Text', description: 'The value a Function macro returns; empty for a Sub.'}],
    errors: [
      sessionClosed,
      {
        code: 'EXCEL_MACRO_NOT_FOUND',
        message: 'Macro [macro] was not found in [file].',
        when: 'The name is misspelled, the macro is in another workbook, or Excel disabled macros because the file is not trusted.',
        fix: 'Check the name in the VBA editor, save the workbook as .xlsm, and add its folder to the Excel Trust Center trusted locations on the Client machine.',
      },
      {
        code: 'EXCEL_MACRO_FAILED',
        message: 'Macro [macro] failed: [reason].',
        when: 'The VBA code raised a run-time error, such as a missing sheet or a division by zero.',
        fix: 'Run the macro by hand in the same workbook to see the error, and add error handling to the VBA code.',
      },
      {
        code: 'EXCEL_MACRO_TIMEOUT',
        message: 'Macro [macro] did not finish within [timeout] ms.',
        when: 'The macro takes longer than the timeout, or it is waiting for a MsgBox or InputBox that nobody can answer.',
        fix: 'Remove dialogs from the macro or pass their answers as arguments, and raise the Timeout for long macros.',
      },
    ],
  },
  {
    id: 'office.excel.saveAndClose',
    minClient: '4.0',
    title: 'Save and close',
    summary:
      'Saves the open workbook, optionally under another name or format, and closes it, ending the Excel session.',
    inputs: [
      session,
      {
        key: 'save',
        label: 'Save changes',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Off closes the workbook and discards the changes.',
      },
      {
        key: 'saveAs',
        label: 'Save as',
        type: 'File',
        required: false,
        description:
          'A path to save a copy to; its extension sets the format: .xlsx, .xlsm, .xls, .csv or .pdf. Empty saves over the opened file.',
        example: 'C:\\Tucano\\Relatorios\\fechamento-{{params.month}}.pdf',
      },
      {
        key: 'quitExcel',
        label: 'Quit Excel',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Also quit the Excel process when no other workbook is open in it.',
      },
    ],
    outputs: [],
    errors: [
      {
        ...sessionClosed,
        when: 'Save changes is on and the workbook was already closed: by an earlier Save and close, by someone closing it or Excel on the Client machine, or because Excel stopped responding and was ended. With Save changes off the step does nothing on a closed workbook.',
      },
      {
        code: 'EXCEL_SAVE_FAILED',
        message: 'Could not save [file]: [reason].',
        when: 'The workbook was opened read-only and Save as is empty, the target file is open elsewhere, or the folder is not writable.',
        fix: 'Set Save as to a new path, close the target file, or give the Client user write access to the folder.',
      },
    ],
  },
  {
    id: 'office.word.template',
    minClient: '4.0',
    title: 'Fill Word template',
    summary: 'Fills the fields of a .docx template with values and saves the document, optionally also as PDF.',
    inputs: [
      {
        key: 'template',
        label: 'Template',
        type: 'File',
        required: true,
        description:
          'The .docx template. Fields are Word merge fields or content controls whose title or tag is the field name.',
        example: 'C:\\Tucano\\Modelos\\contrato-fornecedor.docx',
      },
      {
        key: 'fields',
        label: 'Fields',
        type: 'Object',
        required: true,
        description:
          'The value of each field, by name. A List of Objects fills a table whose row holds fields of those names, one row per item.',
        example: {
          razaoSocial: '{{supplier.razaoSocial}}',
          cnpj: '{{supplier.cnpj}}',
          valorContrato: '{{contractValue}}',
          dataAssinatura: '{{signatureDate}}',
        },
      },
      {
        key: 'outputFile',
        label: 'Save as',
        type: 'File',
        required: true,
        description: 'The path of the filled .docx. The template itself is never changed.',
        example: 'C:\\Tucano\\Contratos\\contrato-{{supplier.cnpj}}.docx',
      },
      {
        key: 'savePdf',
        label: 'Also save as PDF',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Also export a PDF beside the .docx, with the same name.',
      },
      {
        key: 'requireAllFields',
        label: 'Require every field',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Fail when the template has a field with no value. Off leaves such fields empty.',
      },
    ],
    outputs: [
      {
        name: 'document',
        type: 'Object',
        description: 'The files written.',
        fields: [
          {key: 'docx', type: 'File', description: 'Path of the filled .docx.'},
          {key: 'pdf', type: 'File', description: 'Path of the PDF; empty unless Also save as PDF is on.'},
        ],
      },
    ],
    errors: [
      {
        code: 'WORD_NOT_INSTALLED',
        message: 'Microsoft Word is not installed on [machine].',
        when: 'The robot runs on a Client machine without desktop Word, such as a Linux Client or a server without Office.',
        fix: 'Run the robot on a Windows Client with Word installed and activated.',
      },
      {
        code: 'WORD_TEMPLATE_NOT_FOUND',
        message: 'Template [file] was not found.',
        when: 'The path is wrong, or the template is on a network drive that is not mapped for the user the Client runs as.',
        fix: 'Use the full path of the template on the Client machine, or a UNC path for network shares.',
      },
      {
        code: 'WORD_FIELD_NOT_FOUND',
        message: 'Field [field] is not in template [file].',
        when: 'A name in Fields has no merge field or content control in the template, often a typo or a difference in case.',
        fix: 'Compare the names with the template (Alt+F9 shows merge field names in Word) and match them exactly.',
      },
      {
        code: 'WORD_MISSING_VALUES',
        message: 'Template [file] has fields with no value: [fields].',
        when: 'Require every field is on and Fields lacks some of the template fields.',
        fix: 'Add the listed fields to Fields, or turn off Require every field to leave them empty.',
      },
      {
        code: 'WORD_SAVE_FAILED',
        message: 'Could not save [file]: [reason].',
        when: 'A document with the same name is open in Word, or the folder is not writable by the Client user.',
        fix: 'Close the document or save under a new name, and check the folder permissions.',
      },
    ],
  },
]);
