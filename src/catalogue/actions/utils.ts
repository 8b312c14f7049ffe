/**
 * Utilities: custom code, logs, screenshots, the clipboard, file details,
 * batch downloads, custom statistics and webhook responses.
 *
 * Conventions fixed here (other pages follow them):
 * - customCode v2_0_0 code sees the run's variables as `vars` (read and write), the robot's
 *   parameters as `params`, custom fields as `custom`, every action module as `actions`, and
 *   `console.log` writes to the step log. Whatever the code returns is written to the output
 *   variable. v1_0_0 sees `vars` and `params` read-only, in a single expression.
 * - Custom code error codes use the CODE_ prefix; every other utility uses UTILS_.
 * - A webhook caller waits up to 30 seconds for Send webhook response; after that Studio
 *   answers 202 Accepted with the run id, and the run goes on.
 * - Clipboard and Screenshot need an interactive desktop: Windows Client, signed-in session.
 */
import {defineGroup} from '../define';
import {timeoutInput} from '../inputs';

/* ---------- Shared errors ---------- */

const noDesktop = {
  code: 'UTILS_NO_DESKTOP_SESSION',
  message: 'No interactive desktop is available on Client [client].',
  when: 'The Client runs as a Windows service with no signed-in user, the Windows session is locked or its Remote Desktop window was minimized, or the robot runs on a Linux Client.',
  fix: 'Run the Client in a signed-in Windows session (automatic logon, screen lock off), keep the Remote Desktop window open or use the Client console session, and send desktop robots to a Windows Client.',
} as const;

const fileNotFound = {
  code: 'UTILS_FILE_NOT_FOUND',
  message: 'File or folder [path] was not found.',
  when: 'Nothing exists at that path on the Client machine: a typo, a file an earlier step did not create, or a mapped drive the Client user does not see.',
  fix: 'Check the path on the Client machine; use a full path or a UNC path (`\\\\server\\share\\file`) instead of a mapped drive letter, and check that an earlier step really wrote the file.',
} as const;

const accessDenied = {
  code: 'UTILS_FILE_ACCESS_DENIED',
  message: 'Access to [path] was denied.',
  when: 'The user the Client runs as has no permission on the file, folder or network share, or the file is read-only.',
  fix: 'Give the Client user the needed permission on the folder or share, or run the Client as a user that has it.',
} as const;

const codeSyntax = {
  code: 'CODE_SYNTAX_ERROR',
  message: 'Syntax error in custom code at line [line], column [column]: [message].',
  when: 'The JavaScript does not parse: a missing bracket or quote, or a `{{variable}}` reference pasted into the code instead of `vars.variable`.',
  fix: 'Open the code editor of the step, which marks the line; read variables as `vars.invoiceNumber` and parameters as `params.customerId`.',
} as const;

// Worded for v2_0_0; the v1_0_0 entry gives its sandboxed expression its own when and fix.
const codeRuntime = {
  code: 'CODE_RUNTIME_ERROR',
  message: 'Custom code failed: [name]: [message].',
  when: 'The code throws while it runs, typically a TypeError reading a property of a variable that is undefined or null, or an action it awaited failed and the code did not catch it.',
  fix: 'Check that the variables the code reads are written before this step (`vars.invoice?.total` guards an optional one), and wrap risky parts in try/catch inside the code.',
} as const;

const codeTimeout = {
  code: 'CODE_TIMEOUT',
  message: 'Custom code did not finish within [timeout] ms.',
  when: 'The code runs past the Timeout field of its step: an endless loop, or an awaited promise that never settles.',
  fix: 'Look for loops without an exit and for network calls without a timeout, and raise the Timeout for work that really takes longer.',
} as const;

export default defineGroup('utils', [
  {
    id: 'utils.clipboard',
    minClient: '4.0',
    title: 'Clipboard',
    summary: 'Reads, sets or clears the text on the Windows clipboard of the Client machine.',
    inputs: [
      {
        key: 'operation',
        label: 'Operation',
        type: 'Text',
        required: true,
        values: ['get', 'set', 'clear'],
        description:
          'get reads the clipboard text into the output variable; set puts Text on the clipboard; clear empties it.',
        example: 'get',
      },
      {
        key: 'text',
        label: 'Text',
        type: 'Text',
        required: false,
        usedWhen: {operation: ['set']},
        description:
          'With set: the text to place on the clipboard, for a Ctrl+V into a desktop application that rejects typed input.',
      },
    ],
    outputs: [
      {
        name: 'clipboardText',
        type: 'Text',
        description: 'With get: the text on the clipboard. Empty for set and clear.',
      },
    ],
    errors: [
      noDesktop,
      {
        code: 'UTILS_CLIPBOARD_BUSY',
        message: 'The clipboard is in use by [process] and could not be opened.',
        when: 'Another program holds the clipboard open, often a clipboard manager or a remote desktop client synchronizing it.',
        fix: 'Add a short Delay before the step, or close the clipboard manager on the Client machine.',
      },
      {
        code: 'UTILS_CLIPBOARD_NOT_TEXT',
        message: 'The clipboard holds [format], not text.',
        when: 'With get, the clipboard holds an image, copied files, or another non-text format.',
        fix: 'Copy the text itself in the application (select the field, then Ctrl+C), or read the value another way such as Get text or OCR.',
      },
    ],
  },
  {
    id: 'utils.customCode',
    minClient: '4.0',
    version: 'v1_0_0',
    title: 'Custom code',
    summary: 'Evaluates one sandboxed JavaScript expression over the run variables and writes its value to a variable.',
    supersededBy: {
      by: 'v2_0_0',
      changes:
        'v2_0_0 runs a full Node.js script instead of a single expression: several statements, `await`, `require` of npm packages, writing variables through `vars`, and the actions of every module through the `actions` object. v1_0_0 evaluates one expression in a sandbox with a fixed 1 000 ms limit and no modules, files or network.',
      migration:
        'Add a new Custom code step (it gets v2_0_0) with the same output variable, and put `return` in front of the old expression: `vars.invoiceNumber.padStart(9, "0")` becomes `return vars.invoiceNumber.padStart(9, "0");`. `vars` and `params` read the same way; its Timeout of 60 000 ms leaves far more room than the old 1 000 ms.',
    },
    inputs: [
      {
        key: 'expression',
        label: 'Expression',
        type: 'Text',
        required: true,
        description:
          'One JavaScript expression. It reads variables as `vars.name` and parameters as `params.name`; `require`, `process`, timers and I/O are not available.',
        example: "vars.invoiceNumber.padStart(9, '0')",
      },
    ],
    outputs: [
      {
        name: 'result',
        type: 'Object',
        description: 'The value of the expression: text, number, Boolean, list or object.',
      },
    ],
    errors: [
      codeSyntax,
      {
        ...codeRuntime,
        when: 'The expression throws while it runs, typically a TypeError reading a property of a variable that is undefined or null.',
        fix: 'Check that the variables it reads are written before this step (`vars.invoice?.total` guards an optional one), or migrate to v2_0_0, where try/catch is allowed.',
      },
      {
        ...codeTimeout,
        when: 'The expression runs past the fixed 1 000 ms, such as a filter over a very large Table or a regular expression that backtracks.',
        fix: 'Migrate the step to v2_0_0 and set its Timeout, or use the List actions.',
      },
      {
        code: 'CODE_SANDBOX_VIOLATION',
        message: 'Custom code used [feature], which the v1_0_0 sandbox does not allow.',
        when: 'The expression calls `require`, `process`, `fetch`, timers or another API outside plain JavaScript.',
        fix: 'Use Custom code v2_0_0, which runs full Node.js with npm packages.',
      },
    ],
  },
  {
    id: 'utils.customCode',
    minClient: '4.0',
    version: 'v2_0_0',
    title: 'Custom code',
    summary: 'Runs a Node.js script with npm packages and the `actions` API, and writes what it returns to a variable.',
    inputs: [
      {
        key: 'code',
        label: 'Code',
        type: 'Text',
        required: true,
        description:
          'The body of an async function: use `await`, read and write variables through `vars`, read `params` and `custom`, call actions as `await actions.browser.open({url})`, and `return` the result.',
        example:
          "const dayjs = require('dayjs');\nconst due = dayjs(vars.invoice.dueDate);\nreturn {overdue: due.isBefore(dayjs(), 'day'), daysLate: dayjs().diff(due, 'day')};",
      },
      {
        key: 'packages',
        label: 'npm packages',
        type: 'List',
        required: false,
        description:
          'npm packages the code requires, as `name@version`. The Client installs each one the first time and caches it for later runs.',
        example: ['dayjs@1.11.13'],
      },
      timeoutInput(60000, 'How long the code may run, including the actions it awaits, before the step fails.'),
    ],
    outputs: [
      {
        name: 'result',
        type: 'Object',
        description: 'The value the code returns: text, number, Boolean, list or object. Empty if it returns nothing.',
      },
    ],
    errors: [
      codeSyntax,
      codeRuntime,
      codeTimeout,
      {
        code: 'CODE_PACKAGE_INSTALL_FAILED',
        message: 'npm package [package] could not be installed: [reason].',
        when: 'The package name or version does not exist, or the Client machine cannot reach the npm registry (proxy, firewall).',
        fix: "Check the name and version on npmjs.com, set the proxy in the Client's own proxy settings (the robot's Proxy setting does not reach the install), or ask IT to allow the registry.",
      },
      {
        code: 'CODE_MODULE_NOT_FOUND',
        message: 'Cannot find module [module].',
        when: 'The code requires a package that is not listed in npm packages, or misspells it.',
        fix: 'Add the package to npm packages with the exact name the code requires.',
      },
    ],
  },
  {
    id: 'utils.customStatistics',
    minClient: '4.0',
    title: 'Custom statistics',
    summary: 'Increments, decrements or sets a named counter that the execution history shows for the run.',
    inputs: [
      {
        key: 'name',
        label: 'Statistic',
        type: 'Text',
        required: true,
        description: 'The counter name as the execution history shows it. A new name creates the counter at 0.',
        example: 'Invoices posted',
      },
      {
        key: 'operation',
        label: 'Operation',
        type: 'Text',
        required: false,
        default: 'increment',
        values: ['increment', 'decrement', 'set'],
        description: 'increment adds Value, decrement subtracts it, set replaces the counter with it.',
      },
      {
        key: 'value',
        label: 'Value',
        type: 'Number',
        required: false,
        default: 1,
        description:
          'The amount to add or subtract, or the new value for set, such as `{{invoice.total}}` to sum amounts.',
      },
    ],
    outputs: [{name: 'statistic', type: 'Number', description: 'The value of the counter after this step.'}],
    errors: [
      {
        code: 'UTILS_STATISTIC_NOT_NUMBER',
        message: 'Value [value] for statistic [name] is not a number.',
        when: "Value holds text that cannot be read as a number with the robot's locale, such as `18%`, `a consultar`, or `1,234.56` on a `pt-BR` robot; or it is empty.",
        fix: 'Convert the value with the Number function (parse, with the Locale of the text) before this step, after removing a percent sign with the Text function (replace); route an empty or non-numeric value, such as `a consultar`, around the step with a Decision.',
      },
      {
        code: 'UTILS_STATISTICS_LIMIT',
        message: 'Robot [robot] already has 20 custom statistics; [name] was not created.',
        when: 'The run tries to create a 21st distinct counter, often because the name includes a variable such as the invoice number.',
        fix: 'Keep counter names fixed ("Invoices posted") and put the variable part in a Log step instead.',
      },
    ],
  },
  {
    id: 'utils.downloadFileInBatch',
    minClient: '4.0',
    title: 'Download files in batch',
    summary: 'Downloads a list of URLs in parallel to a folder and returns a table with the result of each file.',
    inputs: [
      {
        key: 'files',
        label: 'Files',
        type: 'List',
        required: true,
        description: 'The URLs to download, or objects with `url` and `fileName` to choose each saved name.',
        example: [
          'https://portal.fornecedor.example/nfe/35250112345678000195550010000012341897665153.xml',
          'https://portal.fornecedor.example/nfe/35250112345678000195550010000012351264331694.xml',
        ],
      },
      {
        key: 'folder',
        label: 'Destination folder',
        type: 'File',
        required: true,
        description: 'The folder on the Client machine where files are saved; it is created if missing.',
        example: 'C:\\Tucano\\NFe\\{{referenceMonth}}',
      },
      {
        key: 'headers',
        label: 'Headers',
        type: 'Object',
        required: false,
        description: 'HTTP headers sent with every request, such as an `Authorization` token read from a custom field.',
      },
      {
        key: 'concurrency',
        label: 'Parallel downloads',
        type: 'Number',
        required: false,
        default: 4,
        description:
          'How many files download at the same time, from 1 to 10. Lower it for portals that block bursts of requests.',
      },
      {
        key: 'timeout',
        label: 'Timeout per file (ms)',
        type: 'Number',
        unit: 'ms',
        required: false,
        default: 120000,
        description: 'How long each file may take to download.',
      },
      {
        key: 'overwrite',
        label: 'Overwrite',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Replace files that already exist in the folder. Off, they are skipped and reported as skipped.',
      },
      {
        key: 'continueOnError',
        label: 'Continue on error',
        type: 'Boolean',
        required: false,
        default: true,
        description:
          'Keep downloading when a file fails and report it in the result. Off, the first failure fails the step.',
      },
    ],
    outputs: [
      {
        name: 'downloads',
        type: 'Table',
        description: 'One row per file, in the order of Files.',
        fields: [
          {key: 'url', type: 'Text', description: 'The URL requested.'},
          {key: 'path', type: 'File', description: 'Full path of the saved file; empty if it failed.'},
          {key: 'size', type: 'Number', description: 'Size in bytes.'},
          {key: 'status', type: 'Text', description: 'downloaded, skipped or failed.'},
          {key: 'error', type: 'Text', description: 'Why the file failed; empty otherwise.'},
        ],
      },
    ],
    errors: [
      {
        code: 'UTILS_DOWNLOAD_FAILED',
        message: 'Download of [url] failed: [reason].',
        when: 'Continue on error is off and a server answers with an error status (404, 403, 500), refuses the connection, or the address does not resolve.',
        fix: 'Open the URL from the Client machine to check it; add the Headers the portal needs for authentication, or turn on Continue on error and inspect the failed rows.',
      },
      {
        code: 'UTILS_DOWNLOAD_TIMEOUT',
        message: 'The download of [url] did not finish within [timeout] ms.',
        when: 'Continue on error is off and a file is large or the connection is slow.',
        fix: 'Raise Timeout per file, or lower Parallel downloads so each file gets more bandwidth.',
      },
      accessDenied,
    ],
  },
  {
    id: 'utils.getFileDetails',
    minClient: '4.0',
    title: 'Get file details',
    summary: 'Reads the name, size, dates and attributes of a file or folder on the Client machine.',
    inputs: [
      {
        key: 'path',
        label: 'File',
        type: 'File',
        required: true,
        description: 'Full path of the file or folder on the Client machine.',
        example: 'C:\\Tucano\\NFe\\35250112345678000195550010000012341897665153.xml',
      },
    ],
    outputs: [
      {
        name: 'fileDetails',
        type: 'Object',
        description: 'The details of the file or folder.',
        fields: [
          {key: 'name', type: 'Text', description: 'Name with extension.'},
          {key: 'extension', type: 'Text', description: 'Extension without the dot, in lowercase; empty for folders.'},
          {key: 'folder', type: 'File', description: 'The folder that contains it.'},
          {key: 'path', type: 'File', description: 'The full path.'},
          {key: 'size', type: 'Number', description: 'Size in bytes; 0 for folders.'},
          {
            key: 'createdAt',
            type: 'Date',
            description:
              'When it was created; on a Linux file system that records no creation time, the time of the last change of its metadata.',
          },
          {key: 'modifiedAt', type: 'Date', description: 'When it was last modified.'},
          {key: 'isFolder', type: 'Boolean', description: 'True for a folder.'},
          {key: 'readOnly', type: 'Boolean', description: 'True when the file is marked read-only.'},
        ],
      },
    ],
    errors: [fileNotFound, accessDenied],
  },
  {
    id: 'utils.log',
    minClient: '4.0',
    title: 'Log',
    summary: 'Writes a message at a chosen level to the step log of the run.',
    inputs: [
      {
        key: 'message',
        label: 'Message',
        type: 'Text',
        required: true,
        description:
          'The text to write; variables are replaced, and Secret values and custom fields marked secret appear as `••••••`.',
        example: 'NF-e {{invoiceNumber}} from supplier {{supplierCnpj}} posted to the ERP.',
      },
      {
        key: 'level',
        label: 'Level',
        type: 'Text',
        required: false,
        default: 'info',
        values: ['debug', 'info', 'warning', 'error'],
        description:
          'The level the execution history shows and filters by. error does not fail the run; use Stop robot for that.',
      },
    ],
    outputs: [],
    errors: [
      {
        code: 'UTILS_LOG_VARIABLE_NOT_FOUND',
        message: 'Variable [variable] used in the log message does not exist.',
        when: 'The message names a variable no earlier step has written in this run: a typo, or the step that writes it was skipped by a Decision.',
        fix: 'Check the spelling against the Variables panel, or make sure a step writes the variable on every path before this one.',
      },
    ],
  },
  {
    id: 'utils.screenshot',
    minClient: '4.0',
    title: 'Screenshot',
    summary:
      'Captures the whole screen of the Client machine to an image file and attaches it to the execution history.',
    inputs: [
      {
        key: 'path',
        label: 'Save as',
        type: 'File',
        required: false,
        description:
          'Full path of the PNG file to write. Empty saves it in the Client screenshots folder with the run id and time in the name.',
        example: 'C:\\Tucano\\Screenshots\\erp-{{invoiceNumber}}.png',
      },
      {
        key: 'display',
        label: 'Display',
        type: 'Text',
        required: false,
        default: 'all',
        values: ['all', 'primary'],
        description: 'all captures every monitor in one image; primary only the main monitor.',
      },
      {
        key: 'attachToHistory',
        label: 'Show in execution history',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Upload the image to Studio so it appears with this step in the execution history.',
      },
    ],
    outputs: [{name: 'screenshot', type: 'File', description: 'Full path of the saved image on the Client machine.'}],
    errors: [noDesktop, accessDenied],
  },
  {
    id: 'utils.sendWebhookResponse',
    minClient: '4.0',
    title: 'Send webhook response',
    summary: 'Answers the HTTP call that started the run by webhook with a status, headers and a body.',
    inputs: [
      {
        key: 'statusCode',
        label: 'Status code',
        type: 'Number',
        required: false,
        default: 200,
        description: 'The HTTP status sent to the caller, from 100 to 599.',
      },
      {
        key: 'body',
        label: 'Body',
        type: 'Object',
        required: false,
        description: 'The response body: an object is sent as JSON; text is sent as is.',
        example: {status: 'received', invoice: '{{invoiceNumber}}', protocol: '{{erpProtocol}}'},
      },
      {
        key: 'headers',
        label: 'Headers',
        type: 'Object',
        required: false,
        description: 'Extra response headers, by name.',
      },
      {
        key: 'contentType',
        label: 'Content type',
        type: 'Text',
        required: false,
        default: 'application/json',
        description: 'The Content-Type header of the response.',
      },
    ],
    outputs: [],
    errors: [
      {
        code: 'UTILS_WEBHOOK_NOT_STARTED',
        message: 'This run was not started by a webhook, so there is no call to answer.',
        when: 'The run was started by hand, by a schedule, by Call robot or by WhatsApp, for example while testing in Studio.',
        fix: 'Start the run through its webhook URL to test it; if the robot is also started in other ways, wrap the step in Try catch with Catch only set to this code.',
      },
      {
        code: 'UTILS_WEBHOOK_ALREADY_ANSWERED',
        message: 'The webhook call of this run was already answered.',
        when: 'An earlier Send webhook response answered the call, or the caller waited more than 30 seconds and Studio answered 202 Accepted for the run.',
        fix: 'Send one response per run, as early as the caller needs it; move slow work after the response.',
      },
      {
        code: 'UTILS_WEBHOOK_CALLER_DISCONNECTED',
        message: 'The webhook caller closed the connection before the response: [reason].',
        when: 'The system that called the webhook gave up waiting before the step ran, because its own timeout is shorter than the run took.',
        fix: 'Move Send webhook response closer to the start of the flow, or raise the timeout of the calling system.',
      },
    ],
  },
]);
