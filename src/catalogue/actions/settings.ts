/**
 * Settings: the robot-wide settings module, available only through the API
 * (customCode v2 `actions.settings.*` and JSON steps), so every entry has
 * `docs: false`. Each action changes one setting from that step on, for the
 * rest of the run; the next run starts again from the robot's saved settings.
 *
 * The robot's starting values (what the docs pages call "the robot setting",
 * robotSettings.ts): default timeout 30 000 ms, no retries (delay 1 000 ms),
 * screenshot on failure on, no proxy, the Client machine's locale.
 */
import {defineGroup} from '../define';

const outOfRange = {
  code: 'SETTINGS_VALUE_OUT_OF_RANGE',
  message: 'Setting [setting] accepts [range]; [value] was given.',
  when: 'The value is outside the range the setting accepts (a timeout under 1 000 or over 600 000 ms, retries over 10), negative, not a whole number, or text that is not a number.',
  fix: 'Use a value inside the range the message gives; convert text read from a file or parameter with the Number function (parse) first.',
} as const;

export default defineGroup('settings', [
  {
    id: 'settings.defaultTimeout',
    minClient: '4.0',
    docs: false,
    title: 'Default timeout',
    summary: 'Sets how long actions wait for elements, pages and images on screen by default, for the rest of the run.',
    inputs: [
      {
        key: 'timeout',
        label: 'Timeout (ms)',
        type: 'Number',
        unit: 'ms',
        required: true,
        description:
          "The new default in milliseconds, from 1 000 to 600 000 (the robot starts at 30 000). Steps whose Timeout is filled in, or has a default of its own (such as Run query's 60 000), keep their value.",
        example: 60000,
      },
    ],
    outputs: [],
    errors: [outOfRange],
  },
  {
    id: 'settings.retries',
    minClient: '4.0',
    docs: false,
    title: 'Retries',
    summary: 'Sets how many times a failed step is retried before the failure counts, for the rest of the run.',
    inputs: [
      {
        key: 'retries',
        label: 'Retries',
        type: 'Number',
        required: true,
        description:
          'How many more times a failed step runs before it fails, from 0 to 10 (the robot starts at 0). Steps inside Try catch are retried first, then caught.',
        example: 2,
      },
      {
        key: 'retryDelay',
        label: 'Delay between retries (ms)',
        type: 'Number',
        unit: 'ms',
        required: false,
        default: {robotSetting: 'retryDelay'},
        description:
          'Pause before each retry, so a slow portal or ERP screen has time to load. Left out, the delay the run has now stays.',
      },
      {
        key: 'errorCodes',
        label: 'Retry only',
        type: 'List',
        required: false,
        description: 'Retry only failures with these codes. Empty retries every failure except Stop robot.',
        example: ['BROWSER_ELEMENT_NOT_FOUND', 'BROWSER_NAVIGATION_FAILED'],
      },
    ],
    outputs: [],
    errors: [
      outOfRange,
      {
        code: 'SETTINGS_ERROR_CODE_INVALID',
        message: 'Error code [code] in Retry only is not valid: use UPPER_SNAKE_CASE, like BROWSER_ELEMENT_NOT_FOUND.',
        when: 'An item of Retry only is empty, has lowercase letters or spaces, or is a single word.',
        fix: 'Copy the code exactly as the Errors table of the action page or the log shows it.',
      },
    ],
  },
  {
    id: 'settings.screenshotOnFailure',
    minClient: '4.0',
    docs: false,
    title: 'Screenshot on failure',
    summary: 'Turns the automatic screenshot taken when a step fails on or off, for the rest of the run.',
    inputs: [
      {
        key: 'enabled',
        label: 'Enabled',
        type: 'Boolean',
        required: true,
        description:
          'On (the robot default), a failing step captures the screen, or the page of its browser session, and attaches it to the execution history and to `{{error.screenshot}}`.',
        example: true,
      },
      {
        key: 'folder',
        label: 'Folder',
        type: 'File',
        required: false,
        description:
          'A folder on the Client machine to keep a copy of each failure screenshot after the run. Empty keeps them in Studio only; during the run, `{{error.screenshot}}` is a temporary copy on the Client either way.',
        example: 'C:\\Tucano\\Failures',
      },
    ],
    outputs: [],
    errors: [
      {
        code: 'SETTINGS_FOLDER_NOT_WRITABLE',
        message: 'Folder [folder] is not writable: [reason].',
        when: 'The folder does not exist and cannot be created, or the user the Client runs as has no write permission on it.',
        fix: 'Create the folder and grant the Client user write rights, or leave Folder empty.',
      },
    ],
  },
  {
    id: 'settings.proxy',
    minClient: '4.0',
    docs: false,
    title: 'Proxy',
    summary:
      'Sets the HTTP proxy used by browser sessions, API requests and downloads started after this step, for the rest of the run.',
    inputs: [
      {
        key: 'server',
        label: 'Proxy server',
        type: 'Text',
        required: false,
        description: 'The proxy address with scheme and port. Empty turns the proxy off and connects directly.',
        example: 'http://proxy.empresa.local:3128',
      },
      {
        key: 'username',
        label: 'User',
        type: 'Text',
        required: false,
        description: 'The user for a proxy that requires authentication.',
        example: 'robo_tucano',
      },
      {
        key: 'password',
        label: 'Password',
        type: 'Secret',
        required: false,
        description: 'The password for the proxy user. Keep it in a custom field.',
        example: '{{custom.proxyPassword}}',
      },
      {
        key: 'bypass',
        label: 'Bypass for',
        type: 'List',
        required: false,
        description: 'Hosts reached directly, without the proxy; `*` matches any part of a name.',
        example: ['*.empresa.local', 'localhost'],
      },
    ],
    outputs: [],
    errors: [
      {
        code: 'SETTINGS_PROXY_INVALID',
        message: 'Proxy address [server] is not valid: [reason].',
        when: 'The address has no scheme or port, or uses a scheme other than http, https or socks5.',
        fix: 'Write the address as `http://host:port`, as IT or the browser proxy settings of the Client machine give it.',
      },
    ],
  },
  {
    id: 'settings.locale',
    minClient: '4.0',
    docs: false,
    title: 'Locale',
    summary:
      'Sets the language and regional format used to read dates and numbers and to write dates, for the rest of the run.',
    inputs: [
      {
        key: 'locale',
        label: 'Locale',
        type: 'Text',
        required: true,
        description:
          "A BCP 47 locale tag (the robot starts with the Client machine's locale). It decides how text is read as a number (decimal and thousands separators) or a date (date order, month names), and how dates are written, wherever an action has no Locale field of its own; a Locale field filled in on a step (Functions, Date and time) wins for that step. A number put into text is always written `1234.56`: format it with the Number function.",
        example: 'en-US',
      },
    ],
    outputs: [],
    errors: [
      {
        code: 'SETTINGS_LOCALE_UNSUPPORTED',
        message: 'Locale [locale] is not supported.',
        when: 'The tag is misspelled, uses an underscore (pt_BR), or names a locale the Client does not ship.',
        fix: 'Use a tag with a hyphen such as pt-BR, en-US or es-ES.',
      },
    ],
  },
]);
