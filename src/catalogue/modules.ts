/**
 * Where each action lives in the two documentation areas.
 *
 * Docs groups are the folders under /docs/. API modules are the pages under
 * /api/actions/; `covers` lists the id prefixes each one documents (longest
 * prefix wins), so a new action lands on the right API page by its id alone.
 * `actionsOf` is how a module page lists its actions: no page filters ids itself.
 */
import type {Action, Group} from './define';

export interface DocsGroup {
  id: string;
  title: string;
  description: string;
}

/** The action groups of the docs area, in the order the Actions index shows them. */
export const DOCS_GROUPS: DocsGroup[] = [
  {
    id: 'browser',
    title: 'Browser',
    description: 'Open a browser session, read and fill pages, download files and solve captchas.',
  },
  {
    id: 'desktop',
    title: 'Desktop',
    description: 'Type, press keys, move the mouse and control Windows processes on the Client machine.',
  },
  {
    id: 'documents',
    title: 'Documents',
    description: 'Read and write CSV files, PDF documents and spreadsheets without Office installed.',
  },
  {id: 'office', title: 'Office', description: 'Drive Microsoft Excel and fill Word templates on the Client machine.'},
  {
    id: 'fileManager',
    title: 'File manager',
    description: 'Copy, move, rename, read, write, zip and list files and folders.',
  },
  {
    id: 'email',
    title: 'Email',
    description: 'Connect to a mailbox, read and filter messages, save attachments and send email.',
  },
  {
    id: 'database',
    title: 'Database',
    description: 'Query Firebird, MySQL, Oracle, PostgreSQL and SQL Server, and keep data between runs.',
  },
  {id: 'apis', title: 'APIs', description: 'Call HTTP APIs and extract text, forms and tables with Amazon Textract.'},
  {id: 'ftp', title: 'FTP', description: 'List, upload, download and remove files on FTP, FTPS and SFTP servers.'},
  {id: 'messaging', title: 'Messaging', description: 'Send SMS and WhatsApp messages from a robot.'},
  {
    id: 'imageRecognition',
    title: 'Image recognition',
    description: 'Read text with OCR, read image captchas and find or wait for images on screen.',
  },
  {id: 'xml', title: 'XML', description: 'Read Brazilian fiscal documents (NF-e, NFS-e, CT-e) and query any XML.'},
  {
    id: 'dateTime',
    title: 'Date and time',
    description: 'Add, subtract, compare and format dates, and check business days and holidays.',
  },
  {id: 'functions', title: 'Functions', description: 'Transform text, numbers and lists into a variable in one step.'},
  {id: 'list', title: 'List', description: 'Create a List variable and add, remove, read, sort and join its items.'},
  {
    id: 'robot',
    title: 'Robot flow control',
    description: 'Decisions, loops, sub-routines, error handling, pauses and calls to other robots.',
  },
  {
    id: 'utils',
    title: 'Utilities',
    description: 'Run custom code, log, take screenshots, use the clipboard and answer webhooks.',
  },
];

export interface ApiModule {
  /** Path under /api/actions/; empty for the API entry page itself. */
  path: string;
  title: string;
  covers: string[];
}

export const API_MODULES: ApiModule[] = [
  {path: 'apis/aws', title: 'AWS', covers: ['apis.aws']},
  {path: 'apis/database', title: 'Database', covers: ['database.dataStore']},
  {path: 'apis/database/firebird', title: 'Firebird', covers: ['database.firebird']},
  {path: 'apis/database/mysql', title: 'MySQL', covers: ['database.mysql']},
  {path: 'apis/database/oracle', title: 'Oracle', covers: ['database.oracle']},
  {path: 'apis/database/postgreSQL', title: 'PostgreSQL', covers: ['database.postgreSQL']},
  {path: 'apis/database/sqlServer', title: 'SQL Server', covers: ['database.SQLServer']},
  {path: 'apis/settings', title: 'Settings', covers: ['settings']},
  {path: 'browser', title: 'Browser', covers: ['browser']},
  {path: 'checker', title: 'Checker', covers: ['checker']},
  {path: 'csv', title: 'CSV', covers: ['documents.csv']},
  {path: 'dateTime', title: 'Date and time', covers: ['dateTime']},
  {path: 'documents/pdf', title: 'PDF', covers: ['documents.pdf']},
  {path: 'documents/spreadsheet', title: 'Spreadsheet', covers: ['documents.spreadsheet']},
  {path: 'email', title: 'Email', covers: ['email']},
  {path: 'fileManager', title: 'File manager', covers: ['fileManager']},
  {path: 'ftp', title: 'FTP', covers: ['ftp']},
  {path: 'functions', title: 'Functions', covers: ['functions']},
  {path: 'imageRecognition', title: 'Image recognition', covers: ['imageRecognition']},
  {path: 'keyboard', title: 'Keyboard', covers: ['desktop.keyboard']},
  {path: 'list', title: 'List', covers: ['list']},
  {path: 'messaging', title: 'Messaging', covers: ['messaging']},
  {path: 'mouse', title: 'Mouse', covers: ['desktop.mouse']},
  {path: 'office/excel', title: 'Excel', covers: ['office.excel']},
  {path: 'office/word', title: 'Word', covers: ['office.word']},
  // HTTP requests and desktop processes have no module page of their own in
  // the site map; they sit with the other general-purpose utilities.
  {path: 'utils', title: 'Utilities', covers: ['utils', 'apis.api-request', 'desktop.process']},
  {path: 'xml', title: 'XML', covers: ['xml']},
  // Flow control shapes the robot rather than doing work, so it is documented
  // with the JSON step format on the API entry page.
  {path: '', title: 'Flow control', covers: ['robot']},
];

/**
 * What customCode cannot call, and why. The `actions` object exposes every
 * module, the robot module included: its run-level actions (Call robot,
 * Delay, Stop robot) are called like any other.
 */
const FLOW = "in code, use JavaScript's own if, for, try and functions";
const NOT_CALLABLE_FROM_CODE: Record<string, string> = {
  // The steps that shape the flow are the flow itself.
  'robot.decision': FLOW,
  'robot.loop': FLOW,
  'robot.try_catch': FLOW,
  'robot.section': FLOW,
  'robot.callSubRoutine': FLOW,
  'robot.exitSubRoutine': FLOW,
  'robot.nextIteration': FLOW,
  'robot.stopIteration': FLOW,
  'robot.setLoopCount': FLOW,
  'robot.waitHumanInteraction': 'the run frees its Client while it waits, which a running code step cannot',
  'utils.customCode': 'Custom code does not call itself',
};

/** Why customCode cannot call the action `id`, or null when it can. */
export function notCallableFromCode(id: string): string | null {
  return NOT_CALLABLE_FROM_CODE[id] ?? null;
}

/** The API module that documents an action id (longest matching prefix). */
export function apiModuleOf(id: string): ApiModule {
  let best: ApiModule | undefined;
  let bestLength = -1;
  for (const module of API_MODULES) {
    for (const prefix of module.covers) {
      const matches = id === prefix || id.startsWith(`${prefix}.`);
      if (matches && prefix.length > bestLength) {
        best = module;
        bestLength = prefix.length;
      }
    }
  }
  if (!best) {
    throw new Error(
      `Action "${id}" belongs to no API module: add its prefix to API_MODULES in src/catalogue/modules.ts`,
    );
  }
  return best;
}

/**
 * The actions an API module page documents, taken from the group files the
 * page imports (a page loads only those), in group and file order:
 * `actionsOf('utils', utils, apis, desktop)`.
 */
export function actionsOf(path: string, ...groups: Group[]): Action[] {
  const module = API_MODULES.find((m) => m.path === path);
  if (!module) throw new Error(`No API module "${path}" in API_MODULES (src/catalogue/modules.ts)`);
  return groups.flatMap((group) => Object.values(group)).filter((action) => apiModuleOf(action.id) === module);
}

export function apiModuleRoute(module: ApiModule): string {
  return module.path ? `/api/actions/${module.path}` : '/api/';
}
