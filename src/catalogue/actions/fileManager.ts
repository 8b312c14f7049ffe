/**
 * File manager actions: files and folders on the Client machine. They run on
 * Windows and Linux Clients; paths are those of the Client machine (UNC paths
 * such as `\\server\share` work on Windows).
 */
import {defineGroup} from '../define';
import type {ActionInput} from '../schema';

/* ---------- Shared inputs ---------- */

const overwrite = {
  key: 'overwrite',
  label: 'Overwrite',
  type: 'Boolean',
  required: false,
  default: false,
  description:
    'Replace files that already exist at the destination. Off fails instead, so nothing is lost by accident.',
} as const;

const encoding: ActionInput = {
  key: 'encoding',
  label: 'Encoding',
  type: 'Text',
  required: false,
  default: 'utf-8',
  values: ['utf-8', 'windows-1252', 'iso-8859-1', 'utf-16'],
  description:
    'The character encoding of the text. Use windows-1252 for files that older Windows programs and ERPs read or write.',
};

/* ---------- Shared errors ---------- */

const notFound = {
  code: 'FILE_NOT_FOUND',
  message: 'File or folder [path] was not found.',
  when: 'Nothing exists at that path on the Client machine: a typo, a file an earlier step did not create, or a mapped drive the Client user does not see.',
  fix: 'Check the path on the Client machine; use a full path or a UNC path (`\\\\server\\share\\file`) instead of a mapped drive letter, and check that the file is there with Get file details before this step.',
} as const;

const alreadyExists = {
  code: 'FILE_ALREADY_EXISTS',
  message: 'Destination [path] already exists.',
  when: 'A file or folder with that name is already at the destination and Overwrite is off.',
  fix: 'Turn on Overwrite, or put a date or `{{invoiceNumber}}` in the name so each run writes a new one.',
} as const;

/** Copy and Unzip merge into a folder that is already there: only a file in both conflicts. */
const alreadyExistsInMergedFolder = {
  ...alreadyExists,
  when: 'A file of the same name is already at the destination and Overwrite is off. A folder that is already there is merged into, not a conflict: only the files in both are.',
} as const;

const accessDenied = {
  code: 'FILE_ACCESS_DENIED',
  message: 'Access to [path] was denied.',
  when: 'The user the Client runs as has no permission on the file, folder or network share, or the file is read-only.',
  fix: 'Give the Client user the needed permission on the folder or share, or run the Client as a user that has it.',
} as const;

const inUse = {
  code: 'FILE_IN_USE',
  message: 'File [path] is in use by another process.',
  when: 'Another program has the file open and locked: Excel, a PDF reader, an antivirus scan, or a previous run that did not close it.',
  fix: 'Close the program before this step (Kill process on `EXCEL.EXE`, for example), or add a Delay and retry inside Try catch.',
} as const;

export default defineGroup('fileManager', [
  {
    id: 'fileManager.copy',
    minClient: '4.0',
    title: 'Copy',
    summary: 'Copies files or a folder to another folder, leaving the originals in place.',
    inputs: [
      {
        key: 'source',
        label: 'Source',
        type: 'File',
        required: true,
        description: 'The file or folder to copy. Wildcards copy several files: `C:\\Tucano\\NFe\\*.xml`.',
        example: 'C:\\Tucano\\NFe\\entrada\\*.xml',
      },
      {
        key: 'destination',
        label: 'Destination folder',
        type: 'File',
        required: true,
        description: 'The folder to copy into. It is created if missing.',
        example: '\\\\fileserver\\fiscal\\NFe\\{{params.competencia}}',
      },
      overwrite,
    ],
    outputs: [{name: 'copiedFiles', type: 'List', description: 'Full paths of the copies at the destination.'}],
    errors: [notFound, alreadyExistsInMergedFolder, accessDenied],
  },
  {
    id: 'fileManager.move',
    minClient: '4.0',
    title: 'Move',
    summary: 'Moves files or a folder to another folder, removing them from where they were.',
    inputs: [
      {
        key: 'source',
        label: 'Source',
        type: 'File',
        required: true,
        description: 'The file or folder to move. Wildcards move several files: `C:\\Tucano\\Downloads\\*.pdf`.',
        example: 'C:\\Tucano\\Downloads\\boleto-{{invoiceNumber}}.pdf',
      },
      {
        key: 'destination',
        label: 'Destination folder',
        type: 'File',
        required: true,
        description: 'The folder to move into. It is created if missing.',
        example: 'C:\\Tucano\\Processados',
      },
      overwrite,
    ],
    outputs: [{name: 'movedFiles', type: 'List', description: 'Full paths of the files at their new location.'}],
    errors: [notFound, alreadyExists, accessDenied, inUse],
  },
  {
    id: 'fileManager.rename',
    minClient: '4.0',
    title: 'Rename',
    summary: 'Gives a file or folder a new name in the same folder.',
    inputs: [
      {
        key: 'path',
        label: 'File or folder',
        type: 'File',
        required: true,
        description: 'The file or folder to rename.',
        example: 'C:\\Tucano\\Downloads\\relatorio.xlsx',
      },
      {
        key: 'newName',
        label: 'New name',
        type: 'Text',
        required: true,
        description: 'The new name, with extension and without a folder. To change the folder too, use Move.',
        example: 'relatorio-{{params.competencia}}.xlsx',
      },
      overwrite,
    ],
    outputs: [{name: 'renamedPath', type: 'File', description: 'Full path of the file or folder under its new name.'}],
    errors: [
      notFound,
      alreadyExists,
      inUse,
      {
        code: 'FILE_INVALID_NAME',
        message: 'Name [name] contains characters that are not allowed: [characters].',
        when: 'The new name has a folder separator or a character Windows forbids in names (`\\ / : * ? " < > |`), often from a variable such as a supplier name or a date with slashes.',
        fix: 'Clean the value first with a Text function step (replace `/` with `-` in dates), or build the name from safe parts.',
      },
    ],
  },
  {
    id: 'fileManager.remove',
    minClient: '4.0',
    title: 'Remove',
    summary: 'Deletes files or a folder permanently, without the Recycle Bin.',
    inputs: [
      {
        key: 'path',
        label: 'File or folder',
        type: 'File',
        required: true,
        description: 'The file or folder to delete. Wildcards delete several files: `C:\\Tucano\\Temp\\*.tmp`.',
        example: 'C:\\Tucano\\Temp\\*.pdf',
      },
      {
        key: 'recursive',
        label: 'Include folder contents',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Delete a folder with everything in it. Off deletes only empty folders.',
      },
      {
        key: 'ignoreMissing',
        label: 'Ignore if missing',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Let the step succeed when nothing matches the path, which suits clean-up steps.',
      },
    ],
    outputs: [{name: 'removedCount', type: 'Number', description: 'How many files and folders were deleted.'}],
    errors: [
      notFound,
      accessDenied,
      inUse,
      {
        code: 'FILE_FOLDER_NOT_EMPTY',
        message: 'Folder [path] is not empty.',
        when: 'The path is a folder with files in it and Include folder contents is off.',
        fix: 'Turn on Include folder contents, or delete the files first with a wildcard path (`folder\\*`).',
      },
    ],
  },
  {
    id: 'fileManager.create',
    minClient: '4.0',
    title: 'Create',
    summary: 'Creates a text file with optional content, or a folder with any missing parent folders.',
    inputs: [
      {
        key: 'path',
        label: 'Path',
        type: 'File',
        required: true,
        description: 'The file or folder to create. Missing parent folders are created too.',
        example: 'C:\\Tucano\\Relatorios\\{{params.competencia}}\\resumo.txt',
      },
      {
        key: 'type',
        label: 'Create',
        type: 'Text',
        required: false,
        default: 'file',
        values: ['file', 'folder'],
        description: 'Whether the path is a file or a folder.',
      },
      {
        key: 'content',
        label: 'Content',
        type: 'Text',
        required: false,
        usedWhen: {type: ['file']},
        description: 'The text to write into a new file. Empty creates an empty file. Not used for folders.',
      },
      encoding,
      overwrite,
    ],
    outputs: [{name: 'createdPath', type: 'File', description: 'Full path of the created file or folder.'}],
    errors: [alreadyExists, accessDenied],
  },
  {
    id: 'fileManager.edit',
    minClient: '4.0',
    title: 'Edit',
    summary: 'Changes the text of a file: appends to it, overwrites it, or replaces one piece of text with another.',
    inputs: [
      {
        key: 'path',
        label: 'File',
        type: 'File',
        required: true,
        description: 'The text file to change.',
        example: 'C:\\Tucano\\Logs\\conciliacao.txt',
      },
      {
        key: 'mode',
        label: 'Mode',
        type: 'Text',
        required: false,
        default: 'append',
        values: ['append', 'overwrite', 'replace'],
        description:
          'append adds Content at the end; overwrite replaces the whole file with Content; replace changes every occurrence of Find into Content.',
      },
      {
        key: 'content',
        label: 'Content',
        type: 'Text',
        required: true,
        description: 'The text to add or write, or the replacement text in replace mode.',
        example: '{{invoiceNumber}};{{supplierCnpj}};pago',
      },
      {
        key: 'find',
        label: 'Find',
        type: 'Text',
        required: false,
        usedWhen: {mode: ['replace']},
        description: 'The text to look for in replace mode. Matching is exact and case sensitive.',
      },
      {
        key: 'newLine',
        label: 'Add line break',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'In append mode, start Content on a new line.',
      },
      encoding,
    ],
    outputs: [],
    errors: [notFound, accessDenied, inUse],
  },
  {
    id: 'fileManager.read',
    minClient: '4.0',
    title: 'Read',
    summary: 'Reads the content of a text file into a variable.',
    inputs: [
      {
        key: 'path',
        label: 'File',
        type: 'File',
        required: true,
        description: 'The file to read.',
        example: 'C:\\Tucano\\Retorno\\CNAB240-{{params.bank}}.ret',
      },
      encoding,
      {
        key: 'readAs',
        label: 'Read as',
        type: 'Text',
        required: false,
        default: 'text',
        values: ['text', 'base64'],
        description:
          'text gives the content as it is; base64 gives a binary file (image, PDF) as Base64 text, to send in an API request.',
      },
    ],
    outputs: [
      {
        name: 'fileContent',
        type: 'Text',
        description:
          'The whole file content as Text. Split it into lines with a Text function step (split) when needed.',
      },
    ],
    errors: [
      notFound,
      accessDenied,
      {
        code: 'FILE_ENCODING_ERROR',
        message: 'File [path] is not valid [encoding] text at byte [offset].',
        when: 'The file was saved in another encoding than the one chosen, or is a binary file.',
        fix: "Choose the file's real Encoding (windows-1252 for many bank and ERP files), or read binary files as base64.",
      },
    ],
  },
  {
    id: 'fileManager.zip',
    minClient: '4.0',
    title: 'Zip',
    summary: 'Compresses files or a folder into a .zip archive, optionally protected with a password.',
    inputs: [
      {
        key: 'source',
        label: 'Source',
        type: 'File',
        required: true,
        description: 'The file or folder to compress. Wildcards take several files: `C:\\Tucano\\NFe\\*.xml`.',
        example: 'C:\\Tucano\\NFe\\{{params.competencia}}\\*.xml',
      },
      {
        key: 'destination',
        label: 'Zip file',
        type: 'File',
        required: true,
        description: 'The archive to create, with the .zip extension.',
        example: 'C:\\Tucano\\Envio\\xml-nfe-{{params.competencia}}.zip',
      },
      {
        key: 'password',
        label: 'Password',
        type: 'Secret',
        required: false,
        description:
          'Encrypt the archive with AES-256 under this password, usually a custom field. Empty creates an unprotected archive.',
      },
      {
        key: 'compressionLevel',
        label: 'Compression level',
        type: 'Number',
        required: false,
        default: 6,
        description: 'From 0 (store only, fastest) to 9 (smallest file, slowest).',
      },
      overwrite,
    ],
    outputs: [{name: 'zipFile', type: 'File', description: 'Full path of the created archive.'}],
    errors: [notFound, alreadyExists, accessDenied],
  },
  {
    id: 'fileManager.unZip',
    minClient: '4.0',
    title: 'Unzip',
    summary: 'Extracts the files of a .zip archive into a folder.',
    inputs: [
      {
        key: 'path',
        label: 'Zip file',
        type: 'File',
        required: true,
        description: 'The archive to extract.',
        example: 'C:\\Tucano\\Downloads\\xml-notas-fornecedor.zip',
      },
      {
        key: 'destination',
        label: 'Destination folder',
        type: 'File',
        required: true,
        description: 'The folder to extract into. It is created if missing; folders inside the archive are kept.',
        example: 'C:\\Tucano\\NFe\\entrada',
      },
      {
        key: 'password',
        label: 'Password',
        type: 'Secret',
        required: false,
        description: 'The password of a protected archive, usually a custom field.',
      },
      overwrite,
    ],
    outputs: [{name: 'extractedFiles', type: 'List', description: 'Full paths of the extracted files.'}],
    errors: [
      notFound,
      alreadyExistsInMergedFolder,
      {
        code: 'FILE_INVALID_ARCHIVE',
        message: 'File [path] is not a valid zip archive: [reason].',
        when: 'The file is damaged, was not fully downloaded, or is another format (.rar, .7z) with a .zip name.',
        fix: 'Download the file again and wait for it to finish (Download file v2_0_0); ask the sender for a real .zip.',
      },
      {
        code: 'FILE_WRONG_PASSWORD',
        message: 'The password for [path] is missing or wrong.',
        when: 'The archive is encrypted and Password is empty or incorrect.',
        fix: 'Fill Password with the archive password, kept as a custom field.',
      },
    ],
  },
  {
    id: 'fileManager.readDir',
    minClient: '4.0',
    title: 'Read folder',
    summary:
      'Lists the files and subfolders of a folder, with their size and dates, optionally filtered by a name pattern.',
    inputs: [
      {
        key: 'path',
        label: 'Folder',
        type: 'File',
        required: true,
        description: 'The folder to list.',
        example: 'C:\\Tucano\\NFe\\entrada',
      },
      {
        key: 'pattern',
        label: 'Name pattern',
        type: 'Text',
        required: false,
        default: '*',
        description: 'Only names that match, with `*` and `?` wildcards: `*.xml`, `NFe*`.',
      },
      {
        key: 'include',
        label: 'Include',
        type: 'Text',
        required: false,
        default: 'files',
        values: ['files', 'folders', 'both'],
        description: 'Whether to list files, subfolders, or both.',
      },
      {
        key: 'recursive',
        label: 'Include subfolders',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Also list what is inside the subfolders, at every depth.',
      },
      {
        key: 'sortBy',
        label: 'Sort by',
        type: 'Text',
        required: false,
        default: 'name',
        values: ['name', 'modified', 'size'],
        description: 'The order of the rows; modified puts the oldest first.',
      },
    ],
    outputs: [
      {
        name: 'folderItems',
        type: 'Table',
        description: 'One row per file or folder found; empty when nothing matches.',
        fields: [
          {key: 'name', type: 'Text', description: 'Name with extension.'},
          {key: 'path', type: 'File', description: 'Full path.'},
          {key: 'size', type: 'Number', description: 'Size in bytes; 0 for folders.'},
          {key: 'modified', type: 'Date', description: 'Date and time of the last change.'},
          {
            key: 'created',
            type: 'Date',
            description:
              'Date and time of creation; on a Linux file system that records no creation time, the time of the last change of its metadata.',
          },
          {key: 'isFolder', type: 'Boolean', description: 'True for a folder.'},
        ],
      },
    ],
    errors: [
      notFound,
      accessDenied,
      {
        code: 'FILE_NOT_A_FOLDER',
        message: 'Path [path] is a file, not a folder.',
        when: 'The path points to a file, often because the file name was left in it.',
        fix: 'Remove the file name from the path, and filter by name with Name pattern.',
      },
    ],
  },
]);
