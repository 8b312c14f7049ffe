/**
 * Checker: validation actions, available only through the API (customCode v2
 * `actions.checker.*` and JSON steps), so every entry has `docs: false`.
 *
 * Every check writes one Object variable, `check`, with a Boolean (`valid`,
 * or `exists` for the existence checks) and a Text `reason` that says why the
 * value failed (empty when it passed). An invalid value is a result, not an error: the errors
 * below are for checks that cannot be made at all.
 */
import {invalidSelector, sessionClosed} from '../browserErrors';
import {defineGroup} from '../define';
import {timeoutInput} from '../inputs';

/** The text every format check reads. */
const value = (description: string, example: string) =>
  ({key: 'value', label: 'Value', type: 'Text', required: true, description, example}) as const;

/** The one result of every check: `{{check.valid}}` (or `{{check.exists}}`) and `{{check.reason}}`. */
const checkResult = (flag: 'valid' | 'exists', what: string, reasonExamples: string) =>
  ({
    name: 'check',
    type: 'Object',
    description: 'The result of the check.',
    fields: [
      {key: flag, type: 'Boolean', description: `True when ${what}.`},
      {
        key: 'reason',
        type: 'Text',
        description: `Why the check failed, in one sentence for the log or a report (${reasonExamples}); empty when it passed.`,
      },
    ],
  }) as const;

/** `reason` is an example of what this check, and no other, says of a value that fails it. */
const valid = (what: string, reason: string) =>
  checkResult('valid', `the value is ${what}`, `for example \`${reason}\``);

const valueNotText = {
  code: 'CHECK_VALUE_NOT_TEXT',
  message: 'The value to check is [type], not Text.',
  when: 'Value holds a List, Table or Object, for example a whole row instead of one of its columns.',
  fix: 'Pass the single field to check, such as `{{row.cnpj}}` instead of `{{row}}`.',
} as const;

export default defineGroup('checker', [
  {
    id: 'checker.email',
    minClient: '4.0',
    docs: false,
    title: 'E-mail is valid',
    summary: 'Checks that a text is a well-formed e-mail address and, optionally, that its domain accepts mail.',
    inputs: [
      value('The e-mail address to check. Spaces around it are ignored.', 'compras@fornecedor.example'),
      {
        key: 'checkDomain',
        label: 'Check domain',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Also look up the MX record of the domain, so addresses at domains that cannot receive mail fail.',
      },
    ],
    outputs: [
      valid(
        'a well-formed e-mail address (and its domain accepts mail, with Check domain)',
        'The address has no domain after @.',
      ),
    ],
    errors: [
      valueNotText,
      {
        code: 'CHECK_DNS_LOOKUP_FAILED',
        message: 'Could not look up the domain [domain]: [reason].',
        when: 'Check domain is on and the Client machine cannot reach a DNS server, so the answer is unknown rather than negative.',
        fix: 'Check the network of the Client machine, or turn off Check domain and validate the format only.',
      },
    ],
  },
  {
    id: 'checker.url',
    minClient: '4.0',
    docs: false,
    title: 'URL is valid',
    summary: 'Checks that a text is a well-formed web address, optionally requiring HTTPS.',
    inputs: [
      value('The address to check, including the scheme.', 'https://portal.fornecedor.example/nfe'),
      {
        key: 'requireHttps',
        label: 'Require HTTPS',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Fail addresses that use `http://` or any scheme other than `https://`.',
      },
    ],
    outputs: [
      valid(
        'a well-formed http or https address (https only, with Require HTTPS)',
        'The address has no http:// or https:// scheme.',
      ),
    ],
    errors: [valueNotText],
  },
  {
    id: 'checker.cpf',
    minClient: '4.0',
    docs: false,
    title: 'CPF is valid',
    summary: 'Checks that a text is a valid Brazilian CPF by its length and check digits.',
    inputs: [
      value(
        'The CPF, with or without dots and hyphen. Repeated digits such as `111.111.111-11` fail.',
        '123.456.789-09',
      ),
      {
        key: 'requireMask',
        label: 'Require formatting',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Accept only the formatted form `000.000.000-00`.',
      },
    ],
    outputs: [valid('a CPF with 11 digits and correct check digits', 'Check digits do not match.')],
    errors: [valueNotText],
  },
  {
    id: 'checker.cnpj',
    minClient: '4.0',
    docs: false,
    title: 'CNPJ is valid',
    summary: 'Checks that a text is a valid Brazilian CNPJ by its length and check digits.',
    inputs: [
      value('The CNPJ, with or without dots, slash and hyphen.', '11.222.333/0001-81'),
      {
        key: 'requireMask',
        label: 'Require formatting',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Accept only the formatted form `00.000.000/0000-00`.',
      },
    ],
    outputs: [valid('a CNPJ with 14 digits and correct check digits', 'Check digits do not match.')],
    errors: [valueNotText],
  },
  {
    id: 'checker.phone',
    minClient: '4.0',
    docs: false,
    title: 'Phone is valid',
    summary: "Checks that a text is a valid phone number for a country's numbering plan.",
    inputs: [
      value('The phone number, with or without country code, spaces, parentheses and hyphens.', '+55 11 98765-4321'),
      {
        key: 'country',
        label: 'Country',
        type: 'Text',
        required: false,
        default: 'BR',
        description: 'ISO 3166 two-letter code of the numbering plan used when the number has no country code.',
      },
      {
        key: 'mobileOnly',
        label: 'Mobile only',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Fail landline numbers, for example before sending an SMS, which reaches mobiles only.',
      },
    ],
    outputs: [
      valid(
        'a valid number for the country (and a mobile number, with Mobile only)',
        'The number has too few digits for BR.',
      ),
    ],
    errors: [
      valueNotText,
      {
        code: 'CHECK_COUNTRY_UNSUPPORTED',
        message: 'Country [country] is not a supported ISO 3166 country code.',
        when: 'Country is a name or a three-letter code instead of the two-letter code.',
        fix: 'Use the two-letter code, such as BR, PT or US.',
      },
    ],
  },
  {
    id: 'checker.date',
    minClient: '4.0',
    docs: false,
    title: 'Date is valid',
    summary: 'Checks that a text is a real calendar date in a given format.',
    inputs: [
      value('The date to check. Impossible dates such as `31/02/2025` fail.', '31/01/2025'),
      {
        key: 'format',
        label: 'Format',
        type: 'Text',
        required: false,
        default: 'DD/MM/YYYY',
        description:
          'The expected format, with the tokens DD, MM, YYYY, HH, mm and ss, such as `YYYY-MM-DD` for ERP exports.',
      },
    ],
    outputs: [valid('a real date written in the format', '31/02/2025 is not a real date.')],
    errors: [
      valueNotText,
      {
        code: 'CHECK_DATE_FORMAT_INVALID',
        message: 'Date format [format] is not valid: [reason].',
        when: 'Format has no day, month or year token, or uses tokens in lowercase where uppercase is needed (dd/mm/yyyy).',
        fix: 'Write the format with the tokens DD, MM and YYYY, for example `DD/MM/YYYY`.',
      },
    ],
  },
  {
    id: 'checker.fileExists',
    minClient: '4.0',
    docs: false,
    title: 'File exists',
    summary: 'Checks whether a file or folder exists at a path on the Client machine.',
    inputs: [
      {
        key: 'path',
        label: 'Path',
        type: 'File',
        required: true,
        description: 'Full path of the file or folder on the Client machine.',
        example: 'C:\\Tucano\\NFe\\{{invoiceKey}}.xml',
      },
      {
        key: 'kind',
        label: 'Kind',
        type: 'Text',
        required: false,
        default: 'file',
        values: ['file', 'folder', 'any'],
        description: 'What must be at the path: a file, a folder, or either.',
      },
    ],
    outputs: [
      checkResult(
        'exists',
        'something of the chosen kind exists at the path',
        '`Nothing exists at the path.`, `The path is a folder.`',
      ),
    ],
    errors: [
      {
        code: 'CHECK_PATH_INVALID',
        message: 'Path [path] is not a valid path on this Client: [reason].',
        when: 'The path has characters the file system does not allow, or is a Windows path checked on a Linux Client.',
        fix: 'Build the path for the operating system of the Client that runs the robot, without `< > : " | ? *` in names.',
      },
      {
        code: 'CHECK_PATH_ACCESS_DENIED',
        message: 'Access to [path] was denied, so its existence is unknown.',
        when: 'The user the Client runs as cannot list the folder that would contain the path.',
        fix: 'Grant the Client user read rights on the folder.',
      },
    ],
  },
  {
    id: 'checker.elementExists',
    minClient: '4.0',
    docs: false,
    title: 'Element exists',
    summary: 'Checks whether an element is present on the page of a browser session, waiting up to a timeout.',
    inputs: [
      {
        key: 'session',
        label: 'Browser session',
        type: 'Session',
        required: true,
        description: 'The session returned by Open browser, written as its output variable: `{{browser}}`.',
        example: '{{browser}}',
      },
      {
        key: 'element',
        label: 'Element',
        type: 'Element',
        required: true,
        description: 'A saved element (`@loginButton`) or a CSS or XPath selector.',
        example: '@captchaFrame',
      },
      {
        key: 'visibleOnly',
        label: 'Visible only',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Count only an element that is visible; off, a hidden element in the page also counts.',
      },
      timeoutInput(5000, 'How long to wait for the element before answering false. 0 checks once.'),
    ],
    outputs: [
      checkResult(
        'exists',
        'the element is on the page (and visible, with Visible only) within the timeout',
        '`Not found after 5000 ms.`, `Present but hidden.`',
      ),
    ],
    // The browser's own failures (one failure, one code): the check reads the
    // page as the browser actions do. Only where the selector is typed differs.
    errors: [
      sessionClosed,
      {
        ...invalidSelector,
        when: 'The selector typed in place of a saved element has a syntax error, such as an unclosed bracket or quote.',
      },
    ],
  },
]);
