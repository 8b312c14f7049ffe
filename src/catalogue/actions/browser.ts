/**
 * Browser actions: a Chromium, Edge or Firefox session driven by the Client.
 * Every other browser action takes the session that `browser.open` returns.
 */
import {invalidSelector, sessionClosed} from '../browserErrors';
import {defineGroup} from '../define';
import {timeoutInput} from '../inputs';

/** The session input every browser action after `open` takes. */
const session = {
  key: 'session',
  label: 'Browser session',
  type: 'Session',
  required: true,
  description: 'The session returned by Open browser, written as its output variable: `{{browser}}`.',
  example: '{{browser}}',
} as const;

/** The element input of pointer, form and reading actions. */
const element = {
  key: 'element',
  label: 'Element',
  type: 'Element',
  required: true,
  description: 'The element to act on: a saved element (`@loginButton`) or a CSS or XPath selector.',
  example: '@searchField',
} as const;

/** The element Download file clicks: the link or button that starts the download. */
const downloadButton = {...element, example: '@downloadXmlButton'} as const;

const timeout = timeoutInput(
  {robotSetting: 'timeout'},
  'How long to wait for the element to be present and visible before failing.',
);

const elementNotFound = {
  code: 'BROWSER_ELEMENT_NOT_FOUND',
  message: 'Element [element] was not found after [timeout] ms.',
  when: 'No element matching the selector became visible within the timeout: the page changed, is still loading, shows the element only later (a closed menu, a collapsed panel), or the element is inside a frame. Click and the other pointer steps report a hidden match as not interactable instead.',
  fix: 'Re-record the element with the Tucano Extension, add Wait for element before this step, or enter the frame first with Frame.',
} as const;

/** The timeout of Upload file, which waits only for its file input to be in the page. */
const uploadTimeout = timeoutInput(
  {robotSetting: 'timeout'},
  'How long to wait for the file input to be in the page before failing. The input may be hidden.',
);

/** The timeout of actions that wait for a page load (navigation, wait-navigation). */
const navigationTimeout = timeoutInput(
  {robotSetting: 'timeout'},
  'How long to wait for the page to finish loading before failing.',
);

/** When a page counts as loaded. */
const waitUntil = {
  key: 'waitUntil',
  label: 'Wait until',
  type: 'Text',
  required: false,
  default: 'load',
  values: ['load', 'domcontentloaded', 'networkidle'],
  description:
    'When the page counts as loaded: the load event, the HTML parsed (domcontentloaded), or no network requests for 500 ms (networkidle, for pages that fill in data after loading).',
} as const;

/** The API key of the captcha solving service, always a custom field. */
const captchaApiKey = {
  key: 'apiKey',
  label: 'API key',
  type: 'Secret',
  required: true,
  description:
    'The API key of the solving service. Keep it in a custom field and write it as `{{custom.captchaApiKey}}`; the log shows it as `••••••`, never in clear.',
  example: '{{custom.captchaApiKey}}',
} as const;

const captchaService = {
  key: 'service',
  label: 'Solving service',
  type: 'Text',
  required: false,
  default: '2captcha',
  values: ['2captcha', 'anti-captcha'],
  description:
    'The captcha solving service the API key belongs to. The Client sends the challenge to it and waits for the answer.',
} as const;

/** Each kind of captcha takes the services its own time, so each solver says how long. */
const captchaTimeout = (usually: string) =>
  timeoutInput(
    120000,
    `How long to wait for the solving service to return a solution. Services usually answer ${usually}.`,
  );

const navigationFailed = {
  code: 'BROWSER_NAVIGATION_FAILED',
  message: 'Could not open [url]: [reason].',
  when: 'The address does not resolve, the server refuses the connection, or the certificate is invalid.',
  fix: 'Open the URL in a browser on the Client machine to check that it is reachable from there.',
} as const;

const navigationTimeoutError = {
  code: 'BROWSER_NAVIGATION_TIMEOUT',
  message: 'The page did not finish loading within [timeout] ms.',
  when: 'The site is slow, or the page keeps loading resources (chat widgets, trackers) so the load condition is never met.',
  fix: 'Raise the Timeout, or set Wait until to domcontentloaded and follow with Wait for element on the element you need.',
} as const;

const elementNotInteractable = {
  code: 'BROWSER_ELEMENT_NOT_INTERACTABLE',
  message: 'Element [element] is not interactable: [reason].',
  when: 'The element is hidden, disabled, outside the page, or covered by another element such as a cookie banner or a loading overlay.',
  fix: 'Close the banner or overlay first, or add Wait for element (Wait until hidden on the overlay, or visible on the element) with a Timeout long enough for the page.',
} as const;

const elementNotEditable = {
  code: 'BROWSER_ELEMENT_NOT_EDITABLE',
  message: 'Element [element] is not editable.',
  when: 'The element is disabled, read-only, or is not a field (a label or a div around the field).',
  fix: 'Select the input itself when recording the element, or wait until the page enables it.',
} as const;

const fileWriteFailed = {
  code: 'BROWSER_FILE_WRITE_FAILED',
  message: 'Could not save [file]: [reason].',
  when: 'The folder does not exist on the Client machine, the Client user has no write permission, or the file is open in another program.',
  fix: 'Create the folder or choose one the Client user can write to, and close the file if it is open.',
} as const;

const captchaNotFound = {
  code: 'BROWSER_CAPTCHA_NOT_FOUND',
  message: 'No [captcha] was found on the page.',
  when: 'The captcha widget has not loaded yet, the page shows it only after a click, or the site uses another kind of captcha.',
  fix: 'Add Wait for element on the captcha widget before this step, or fill the Site key by hand from the page source.',
} as const;

const captchaServiceError = {
  code: 'BROWSER_CAPTCHA_SERVICE_ERROR',
  message: 'The solving service rejected the request: [reason].',
  when: 'The API key is wrong or expired, the service account has no balance, or the service is unavailable.',
  fix: 'Check the key stored in the custom field and the balance of the service account, then run again.',
} as const;

const captchaTimeoutError = {
  code: 'BROWSER_CAPTCHA_TIMEOUT',
  message: 'The solving service did not return a solution within [timeout] ms.',
  when: 'The service is overloaded or the challenge is hard to solve.',
  fix: 'Raise the Timeout, or put the step inside try_catch and repeat it once in the catch branch.',
} as const;

export default defineGroup('browser', [
  {
    id: 'browser.open',
    minClient: '4.0',
    title: 'Open browser',
    summary: 'Starts a browser session at a URL and returns it for the steps that follow.',
    inputs: [
      {
        key: 'url',
        label: 'URL',
        type: 'Text',
        required: true,
        description: 'The address to open, including `https://`.',
        example: 'https://portal.fornecedor.example/login',
      },
      {
        key: 'browser',
        label: 'Browser',
        type: 'Text',
        required: false,
        default: 'chromium',
        values: ['chromium', 'edge', 'firefox'],
        description:
          'The browser engine the Client starts. Edge is available on Windows only; Firefox on a Linux Client needs Tucano Client 4.2 or later.',
      },
      {
        key: 'headless',
        label: 'Headless',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          'Run without a visible window. Required on a Linux Client, which has no desktop; turn it on too on a Windows Client installed as a service, which has no screen to show the window on.',
      },
      {
        key: 'profile',
        label: 'Profile folder',
        type: 'File',
        required: false,
        description: 'A browser profile folder to reuse cookies and logins between runs. Empty starts a clean profile.',
      },
      {
        key: 'downloadFolder',
        label: 'Download folder',
        type: 'File',
        required: false,
        default: 'C:\\Tucano\\Downloads',
        description: 'Where files downloaded in this session are saved.',
      },
      {
        key: 'attachToOpen',
        label: 'Attach to open browser',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          'Use the browser the user already has open (through the Tucano Extension) instead of starting a new one.',
      },
      timeoutInput(
        {robotSetting: 'timeout'},
        "How long to wait for the page's load event, after the browser has started, before failing.",
      ),
    ],
    outputs: [
      {name: 'browser', type: 'Session', description: 'The browser session, passed to every later browser action.'},
    ],
    errors: [
      {
        code: 'BROWSER_LAUNCH_FAILED',
        message: 'Could not start [browser]: [reason].',
        when: 'The browser is not installed on the Client machine, the step asks for a visible window where there is no desktop (a Linux Client, or a Windows Client installed as a service), or the profile folder is locked by another browser window.',
        fix: 'Install the browser on the Client machine, turn Headless on for a Linux Client or a Windows Client installed as a service, or close the window that uses the profile folder.',
      },
      navigationFailed,
      {
        ...navigationTimeoutError,
        when: 'The site is slow, or the first page keeps loading resources (chat widgets, trackers) so its load event never comes.',
        fix: 'Raise the Timeout, or open a lighter page of the site first (its login page) and reach the slow one with Navigation, whose Wait until can be domcontentloaded.',
      },
      {
        code: 'BROWSER_EXTENSION_NOT_CONNECTED',
        message: 'The Tucano Extension is not connected to an open browser.',
        when: 'Attach to open browser is on, but no browser with the Tucano Extension is running on the Client machine.',
        fix: 'Open Chrome or Edge with the Tucano Extension signed in, or turn off Attach to open browser.',
      },
    ],
  },
  {
    id: 'browser.close',
    minClient: '4.0',
    title: 'Close browser',
    summary: 'Closes the browser session and every tab it opened.',
    inputs: [session],
    outputs: [],
    errors: [sessionClosed],
  },
  {
    id: 'browser.navigation',
    minClient: '4.0',
    title: 'Navigation',
    summary: 'Goes to a URL, back, forward or reloads the current page of the session.',
    inputs: [
      session,
      {
        key: 'operation',
        label: 'Operation',
        type: 'Text',
        required: false,
        default: 'goTo',
        values: ['goTo', 'back', 'forward', 'reload'],
        description:
          'What to do: go to the URL below, go back or forward in the tab history, or reload the current page.',
        example: 'goTo',
      },
      {
        key: 'url',
        label: 'URL',
        type: 'Text',
        required: false,
        usedWhen: {operation: ['goTo']},
        description: 'The address to open, including `https://`. Used only by the goTo operation.',
        example: 'https://consulta.sefaz.example/nfe',
      },
      waitUntil,
      navigationTimeout,
    ],
    outputs: [],
    errors: [
      sessionClosed,
      navigationFailed,
      navigationTimeoutError,
      {
        code: 'BROWSER_NO_HISTORY',
        message: 'There is no page to go [direction] to.',
        when: 'Back was chosen on the first page of the tab, or Forward on the last one.',
        fix: 'Use the goTo operation with the URL you need instead of back or forward.',
      },
    ],
  },
  {
    id: 'browser.click',
    minClient: '4.0',
    title: 'Click',
    summary: 'Clicks an element of the page with the left or middle mouse button.',
    inputs: [
      session,
      {...element, example: '@loginButton'},
      {
        key: 'button',
        label: 'Mouse button',
        type: 'Text',
        required: false,
        default: 'left',
        values: ['left', 'middle'],
        description:
          'The button to click with. Middle opens links in a new tab on most sites; for the context menu use Right-click.',
      },
      {
        key: 'modifier',
        label: 'Hold key',
        type: 'Text',
        required: false,
        default: 'none',
        values: ['none', 'Control', 'Shift', 'Alt'],
        description: 'A key held down during the click, for example Control to select several rows of a grid.',
      },
      {
        key: 'waitForNavigation',
        label: 'Wait for page load',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          'After the click, wait until the page it opens has loaded before the next step runs. Fails with BROWSER_NAVIGATION_TIMEOUT when no page finishes loading within the Timeout.',
      },
      {
        ...timeout,
        description:
          'How long to wait for the element to be present and visible before failing, and, with Wait for page load on, for the page to load.',
      },
    ],
    outputs: [],
    errors: [
      sessionClosed,
      elementNotFound,
      elementNotInteractable,
      {
        ...navigationTimeoutError,
        when: 'Wait for page load is on and the click loaded no page (a button that does not navigate), or the new page kept loading resources (chat widgets, trackers) so its load event never came.',
        fix: 'Raise the Timeout, or turn Wait for page load off and follow the Click with Wait for element on something the next page shows.',
      },
    ],
  },
  {
    id: 'browser.double-click',
    minClient: '4.0',
    title: 'Double-click',
    summary: 'Double-clicks an element of the page, for grids and lists that open an item on double-click.',
    inputs: [session, {...element, example: '@invoiceRow'}, timeout],
    outputs: [],
    errors: [sessionClosed, elementNotFound, elementNotInteractable],
  },
  {
    id: 'browser.right-click',
    minClient: '4.0',
    title: 'Right-click',
    summary: 'Right-clicks an element of the page to open its context menu.',
    inputs: [session, {...element, example: '@invoiceRow'}, timeout],
    outputs: [],
    errors: [sessionClosed, elementNotFound, elementNotInteractable],
  },
  {
    id: 'browser.hover',
    minClient: '4.0',
    title: 'Hover',
    summary: 'Moves the mouse pointer over an element, to open drop-down menus or show tooltips.',
    inputs: [session, {...element, example: '@menuFinanceiro'}, timeout],
    outputs: [],
    errors: [sessionClosed, elementNotFound, elementNotInteractable],
  },
  {
    id: 'browser.drag-and-drop',
    minClient: '4.0',
    title: 'Drag and drop',
    summary: 'Drags an element of the page and drops it on another element.',
    inputs: [
      session,
      {
        key: 'source',
        label: 'Element to drag',
        type: 'Element',
        required: true,
        description: 'The element to pick up: a saved element or a CSS or XPath selector.',
        example: '@nfeXmlCard',
      },
      {
        key: 'target',
        label: 'Drop on',
        type: 'Element',
        required: true,
        description: 'The element to drop it on, such as a drop zone or a column of a board.',
        example: '@uploadDropZone',
      },
      timeout,
    ],
    outputs: [],
    errors: [sessionClosed, elementNotFound, elementNotInteractable],
  },
  {
    id: 'browser.fill-field',
    minClient: '4.0',
    title: 'Fill field',
    summary: 'Types a value into a text field, text area or content-editable element.',
    inputs: [
      session,
      element,
      {
        key: 'value',
        label: 'Value',
        type: 'Text',
        required: true,
        description:
          'The text to type. Variables and custom fields are allowed: `{{custom.erpPassword}}`, a custom field marked secret, is typed but logged as `••••••`.',
        example: '{{invoiceNumber}}',
      },
      {
        key: 'clearFirst',
        label: 'Clear field first',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Remove the current content before typing.',
      },
      {
        key: 'typingDelay',
        label: 'Delay between keys (ms)',
        type: 'Number',
        unit: 'ms',
        required: false,
        default: 0,
        description:
          'Type key by key with this pause, for fields that react to each keystroke (search-as-you-type, masks).',
      },
      timeout,
    ],
    outputs: [],
    errors: [sessionClosed, elementNotFound, elementNotEditable],
  },
  {
    id: 'browser.clear-field',
    minClient: '4.0',
    title: 'Clear field',
    summary: 'Removes the content of a text field or text area.',
    inputs: [session, {...element, example: '@cnpjField'}, timeout],
    outputs: [],
    errors: [sessionClosed, elementNotFound, elementNotEditable],
  },
  {
    id: 'browser.select-option',
    minClient: '4.0',
    title: 'Select option',
    summary: 'Chooses an option of a drop-down list (a select element) by its label, value or position.',
    inputs: [
      session,
      {...element, example: '@stateSelect'},
      {
        key: 'option',
        label: 'Option',
        type: 'Text',
        required: true,
        description: 'The option to choose, matched as set in Select by.',
        example: 'São Paulo',
      },
      {
        key: 'selectBy',
        label: 'Select by',
        type: 'Text',
        required: false,
        default: 'label',
        values: ['label', 'value', 'index'],
        description:
          'How Option is matched: the text shown, the value attribute of the option, or its position (0 is the first).',
      },
      timeout,
    ],
    outputs: [],
    errors: [
      sessionClosed,
      elementNotFound,
      {
        code: 'BROWSER_OPTION_NOT_FOUND',
        message: 'Option [option] was not found in [element].',
        when: 'No option has that label, value or position; the list may be filled only after another field is chosen.',
        fix: 'Check the exact text of the option (spaces and accents count), or add Wait for element on the option before this step.',
      },
      {
        code: 'BROWSER_NOT_A_SELECT',
        message: 'Element [element] is not a select list.',
        when: 'The drop-down is built from div or li elements by a component library, not a select element.',
        fix: 'Use Click on the drop-down and then Click on the option instead.',
      },
    ],
  },
  {
    id: 'browser.checkbox',
    minClient: '4.0',
    title: 'Checkbox',
    summary: 'Checks, unchecks or toggles a checkbox or radio button.',
    inputs: [
      session,
      {...element, example: '@acceptTermsCheckbox'},
      {
        key: 'state',
        label: 'State',
        type: 'Text',
        required: false,
        default: 'check',
        values: ['check', 'uncheck', 'toggle'],
        description:
          'The state to leave the box in. Check and uncheck do nothing if the box is already in that state; radio buttons can only be checked.',
      },
      timeout,
    ],
    outputs: [],
    errors: [
      sessionClosed,
      elementNotFound,
      elementNotInteractable,
      {
        code: 'BROWSER_NOT_A_CHECKBOX',
        message: 'Element [element] is not a checkbox or radio button.',
        when: 'The element is the label or a styled box drawn over a hidden input.',
        fix: 'Record the input itself, or use Click on the styled box.',
      },
      {
        code: 'BROWSER_CHECKBOX_UNCHANGED',
        message: 'Element [element] is still [current] after the click.',
        when: 'The page undid the click: the box asked for confirmation and no Dialog step accepted it, or a script of the page set the box back.',
        fix: 'Put a Dialog step with accept before this step when the box asks for confirmation; otherwise do what the page requires first, such as filling in the field the box depends on.',
      },
    ],
  },
  {
    id: 'browser.press-key',
    minClient: '4.0',
    title: 'Press key',
    summary: 'Presses a key or key combination in the page or in a given element.',
    inputs: [
      session,
      {
        key: 'key',
        label: 'Key',
        type: 'Text',
        required: true,
        description:
          'A key name (`Enter`, `Tab`, `Escape`, `ArrowDown`, `F5`) or a combination joined with `+` (`Control+A`).',
        example: 'Enter',
      },
      {
        ...element,
        required: false,
        description:
          'The element to focus before pressing the key. Empty sends the key to the element that has the focus.',
      },
      {
        key: 'times',
        label: 'Repeat',
        type: 'Number',
        required: false,
        default: 1,
        description: 'How many times to press the key, for example to move down a list with ArrowDown.',
      },
      timeout,
    ],
    outputs: [],
    errors: [
      sessionClosed,
      elementNotFound,
      {
        code: 'BROWSER_INVALID_KEY',
        message: 'Key [key] is not a valid key name.',
        when: 'The key name is misspelled or uses a name the browser does not know, such as Ctrl or Return.',
        fix: 'Use the browser key names: Control, Shift, Alt, Meta, Enter, Tab, Escape, Backspace, ArrowUp, F1 to F12.',
      },
    ],
  },
  {
    id: 'browser.get-text',
    minClient: '4.0',
    title: 'Get text',
    summary: 'Reads the visible text of an element into a variable.',
    inputs: [
      session,
      {...element, example: '@invoiceTotal'},
      {
        key: 'trim',
        label: 'Trim spaces',
        type: 'Boolean',
        required: false,
        default: true,
        description:
          "Remove spaces and line breaks at the start and end of the text. A non-breaking space stays: the Text function's trim removes it.",
      },
      timeout,
    ],
    outputs: [
      {
        name: 'text',
        type: 'Text',
        description: 'The text of the element as the page shows it; for a field, its current value.',
      },
    ],
    errors: [sessionClosed, elementNotFound],
  },
  {
    id: 'browser.get-attribute',
    minClient: '4.0',
    title: 'Get attribute',
    summary: 'Reads the value of an HTML attribute of an element, such as a link address.',
    inputs: [
      session,
      {...element, example: '@danfeLink'},
      {
        key: 'attribute',
        label: 'Attribute',
        type: 'Text',
        required: true,
        description: 'The attribute name, such as `href`, `src`, `value`, `title` or `data-id`.',
        example: 'href',
      },
      timeout,
    ],
    outputs: [
      {name: 'attributeValue', type: 'Text', description: 'The value of the attribute, as written in the page.'},
    ],
    errors: [
      sessionClosed,
      elementNotFound,
      {
        code: 'BROWSER_ATTRIBUTE_NOT_FOUND',
        message: 'Element [element] has no attribute [attribute].',
        when: 'The attribute is not set on that element, or is set on a parent or child element.',
        fix: 'Check the element in the browser developer tools and record the element that carries the attribute.',
      },
    ],
  },
  {
    id: 'browser.get-table',
    minClient: '4.0',
    title: 'Get table',
    summary: 'Reads an HTML table of the page into a Table variable.',
    inputs: [
      session,
      {
        ...element,
        description: 'The table element: a saved element (`@invoicesTable`) or a CSS or XPath selector.',
        example: '@invoicesTable',
      },
      {
        key: 'hasHeader',
        label: 'First row is header',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Use the header cells as column names. Off names the columns column1, column2 and so on.',
      },
      timeout,
    ],
    outputs: [
      {
        name: 'table',
        type: 'Table',
        description:
          'One row per table row, with the cell texts under the column names; read a cell as `{{table[0].Valor}}`.',
      },
    ],
    errors: [
      sessionClosed,
      elementNotFound,
      {
        code: 'BROWSER_NOT_A_TABLE',
        message: 'Element [element] is not a table.',
        when: 'The element is a div around the table, or the grid is built from div elements instead of a table element.',
        fix: 'Record the table element itself; for grids built from div elements, read the cells with Execute script.',
      },
    ],
  },
  {
    id: 'browser.get-url',
    minClient: '4.0',
    title: 'Get URL',
    summary: 'Reads the address of the current page into a variable.',
    inputs: [session],
    outputs: [{name: 'url', type: 'Text', description: 'The full address of the current page, with its query string.'}],
    errors: [sessionClosed],
  },
  {
    id: 'browser.get-title',
    minClient: '4.0',
    title: 'Get title',
    summary: 'Reads the title of the current page into a variable.',
    inputs: [session],
    outputs: [{name: 'title', type: 'Text', description: 'The page title, as the browser tab shows it.'}],
    errors: [sessionClosed],
  },
  {
    id: 'browser.count-elements',
    minClient: '4.0',
    title: 'Count elements',
    summary: 'Counts the elements of the page that match a selector.',
    inputs: [
      session,
      {
        ...element,
        description:
          'A saved element or a CSS or XPath selector that matches the elements to count, such as the rows of a table.',
        example: '#notas-fiscais tbody tr',
      },
    ],
    outputs: [{name: 'count', type: 'Number', description: 'How many elements match; 0 when none do.'}],
    errors: [sessionClosed, invalidSelector],
  },
  {
    id: 'browser.element-exists',
    minClient: '4.0',
    title: 'Element exists',
    summary: 'Checks whether an element is on the page and writes true or false, without failing.',
    inputs: [
      session,
      {...element, example: '@errorMessage'},
      timeoutInput(0, 'How long to wait for the element to appear before answering false. 0 checks once, right away.'),
    ],
    outputs: [
      {
        name: 'exists',
        type: 'Boolean',
        description: 'True if the element is on the page, false if not; use it in a Decision step.',
      },
    ],
    errors: [sessionClosed, invalidSelector],
  },
  {
    id: 'browser.wait-element',
    minClient: '4.0',
    title: 'Wait for element',
    summary: 'Waits until an element is visible, hidden, added to or removed from the page.',
    inputs: [
      session,
      {...element, example: '@resultsTable'},
      {
        key: 'state',
        label: 'Wait until',
        type: 'Text',
        required: false,
        default: 'visible',
        values: ['visible', 'hidden', 'attached', 'detached'],
        description:
          'The state to wait for: shown on screen, hidden, present in the page (even hidden), or removed from the page (for loading spinners).',
      },
      {
        ...timeout,
        description: 'How long to wait for the state before failing.',
      },
    ],
    outputs: [],
    errors: [
      sessionClosed,
      invalidSelector,
      {
        code: 'BROWSER_WAIT_TIMEOUT',
        message: 'Element [element] did not become [state] within [timeout] ms.',
        when: 'The page is slower than the timeout, or the element never reaches that state (wrong selector, element inside a frame).',
        fix: 'Raise the Timeout, check the selector with the Tucano Extension, or enter the frame first with Frame.',
      },
    ],
  },
  {
    id: 'browser.wait-navigation',
    minClient: '4.0',
    title: 'Wait for navigation',
    summary: 'Waits until the page loads a new address, for example after a form is submitted.',
    inputs: [
      session,
      {
        key: 'urlContains',
        label: 'URL contains',
        type: 'Text',
        required: false,
        description: 'Wait until the address contains this text. Empty waits for any new page.',
        example: '/pedidos/confirmacao',
      },
      waitUntil,
      navigationTimeout,
    ],
    outputs: [{name: 'url', type: 'Text', description: 'The address of the page that loaded.'}],
    errors: [
      sessionClosed,
      {
        ...navigationTimeoutError,
        when: 'The address never came to contain URL contains (case counts), the navigation never started (a form that did not submit), or the site is slow or keeps loading resources so the load condition is never met.',
      },
    ],
  },
  {
    id: 'browser.scroll',
    minClient: '4.0',
    title: 'Scroll',
    summary: 'Scrolls the page to an element, to the top or bottom, or by a number of pixels.',
    inputs: [
      session,
      {
        key: 'mode',
        label: 'Scroll',
        type: 'Text',
        required: false,
        default: 'toElement',
        values: ['toElement', 'toTop', 'toBottom', 'byPixels'],
        description:
          'Where to scroll: until the element is in view, to the top or bottom of the page, or by the number of pixels below. To the bottom loads more items on pages with infinite scrolling.',
      },
      {
        ...element,
        required: false,
        usedWhen: {mode: ['toElement']},
        description: 'The element to bring into view. Used only by the toElement mode.',
      },
      {
        key: 'pixels',
        label: 'Pixels',
        type: 'Number',
        unit: 'px',
        required: false,
        usedWhen: {mode: ['byPixels']},
        default: 500,
        description: 'How far to scroll in the byPixels mode: positive scrolls down, negative scrolls up.',
      },
      timeout,
    ],
    outputs: [],
    errors: [sessionClosed, elementNotFound],
  },
  {
    id: 'browser.screenshot',
    minClient: '4.0',
    title: 'Take screenshot',
    summary: 'Saves an image of the page or of one element to a file.',
    inputs: [
      session,
      {...element, required: false, description: 'An element to capture alone. Empty captures the page.'},
      {
        key: 'fullPage',
        label: 'Full page',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          'Capture the whole page, including the part below the visible area. Ignored when an element is set.',
      },
      {
        key: 'path',
        label: 'Save as',
        type: 'File',
        required: false,
        description:
          'Where to save the image (.png or .jpg). Empty saves a PNG with a time-stamped name in the session download folder.',
        example: 'C:\\Tucano\\Evidencias\\nfe-{{invoiceNumber}}.png',
      },
      timeout,
    ],
    outputs: [{name: 'screenshot', type: 'File', description: 'Full path of the saved image on the Client machine.'}],
    errors: [sessionClosed, elementNotFound, fileWriteFailed],
  },
  {
    id: 'browser.upload',
    minClient: '4.0',
    title: 'Upload file',
    summary: 'Sends a file from the Client machine to a file input of the page.',
    inputs: [
      session,
      {
        ...element,
        description: 'The file input (`input type="file"`): a saved element or a CSS or XPath selector.',
        example: '@xmlUploadInput',
      },
      {
        key: 'file',
        label: 'File',
        type: 'File',
        required: true,
        description: 'Full path of the file on the Client machine.',
        example: 'C:\\Tucano\\NF-e\\{{invoiceNumber}}.xml',
      },
      uploadTimeout,
    ],
    outputs: [],
    errors: [
      sessionClosed,
      elementNotFound,
      {
        code: 'BROWSER_UPLOAD_FILE_NOT_FOUND',
        message: 'File [file] was not found on the Client machine.',
        when: 'The path is wrong, or the file was saved on another machine (the path is read on the Client that runs the robot).',
        fix: 'Check the path on the Client machine. To check it in the robot first, use Get file details before this step: it fails with `UTILS_FILE_NOT_FOUND` when the file is missing, which a Try catch can handle.',
      },
      {
        code: 'BROWSER_NOT_A_FILE_INPUT',
        message: 'Element [element] is not a file input.',
        when: 'The element is the styled Choose file button, not the hidden input behind it.',
        fix: 'Record the input of type file; a CSS selector such as `input[type=file]` finds it even when it is hidden.',
      },
    ],
  },
  {
    id: 'browser.download',
    minClient: '4.0',
    version: 'v1_0_0',
    title: 'Download file',
    summary: 'Clicks an element that starts a download and waits a fixed time for it to finish.',
    supersededBy: {
      by: 'v2_0_0',
      changes: 'v2_0_0 waits for the file itself instead of a fixed time, and returns the file path and size.',
      migration:
        'Add a new Download file step (it gets v2_0_0), set the same element, replace the Wait time with a Timeout, and read `{{download.path}}` instead of building the path from the download folder.',
    },
    inputs: [
      session,
      downloadButton,
      {
        key: 'waitTime',
        label: 'Wait time (ms)',
        type: 'Number',
        unit: 'ms',
        required: false,
        default: 5000,
        description:
          'How long to wait after the click before the step ends. The file may be incomplete if the download takes longer.',
      },
    ],
    outputs: [],
    errors: [sessionClosed, elementNotFound, elementNotInteractable],
  },
  {
    id: 'browser.download',
    minClient: '4.2',
    version: 'v2_0_0',
    title: 'Download file',
    summary:
      'Clicks an element that starts a download, waits for the file to be complete and returns its path and size.',
    inputs: [
      session,
      downloadButton,
      {
        key: 'fileName',
        label: 'Save as',
        type: 'Text',
        required: false,
        description:
          'A file name to save the download under, in the session download folder. Empty keeps the name the site sends.',
        example: 'nfe-{{invoiceNumber}}.xml',
      },
      timeoutInput(60000, 'How long to wait for the download to start and finish.'),
    ],
    outputs: [
      {
        name: 'download',
        type: 'Object',
        description: 'The downloaded file.',
        fields: [
          {key: 'path', type: 'File', description: 'Full path of the saved file on the Client machine.'},
          {key: 'name', type: 'Text', description: 'File name with extension.'},
          {key: 'size', type: 'Number', description: 'Size in bytes.'},
        ],
      },
    ],
    errors: [
      sessionClosed,
      elementNotFound,
      elementNotInteractable,
      {
        code: 'BROWSER_DOWNLOAD_NOT_STARTED',
        message: 'No download started after clicking [element].',
        when: 'The click opened a page or a preview instead of starting a download, or the site blocked it.',
        fix: 'Check that the element links to the file; for PDFs the browser shows inline, use Print to PDF or set the profile to download PDFs.',
      },
      {
        code: 'BROWSER_DOWNLOAD_TIMEOUT',
        message: 'The download of [file] did not finish within [timeout] ms.',
        when: 'The file is large or the connection is slow.',
        fix: 'Raise the Timeout; for many files use Download files in batch.',
      },
    ],
  },
  {
    id: 'browser.tabs',
    minClient: '4.0',
    title: 'Tabs',
    summary: 'Opens a new tab, switches to another tab or closes a tab of the session.',
    inputs: [
      session,
      {
        key: 'operation',
        label: 'Operation',
        type: 'Text',
        required: false,
        default: 'switch',
        values: ['open', 'switch', 'close'],
        description:
          'What to do. Open and switch make that tab the one later steps act on; close returns to the previous tab.',
        example: 'switch',
      },
      {
        key: 'url',
        label: 'URL',
        type: 'Text',
        required: false,
        usedWhen: {operation: ['open']},
        description: 'The address the new tab opens. Used only by the open operation; empty opens a blank tab.',
      },
      {
        key: 'tab',
        label: 'Tab',
        type: 'Text',
        required: false,
        usedWhen: {operation: ['switch', 'close']},
        description:
          'For switch and close: the tab position (0 is the first) or a text contained in its title or address. Empty closes the current tab, or switches to the newest one.',
        example: '1',
      },
    ],
    outputs: [
      {
        name: 'tab',
        type: 'Object',
        description: 'The tab that is active after the step.',
        fields: [
          {key: 'index', type: 'Number', description: 'Position of the tab, 0 for the first.'},
          {key: 'title', type: 'Text', description: 'Title of the page in the tab.'},
          {key: 'url', type: 'Text', description: 'Address of the page in the tab.'},
        ],
      },
    ],
    errors: [
      sessionClosed,
      navigationFailed,
      {
        ...navigationTimeoutError,
        when: "Operation is open and the new tab's page did not finish loading within the robot's default timeout (the step has no Timeout of its own), often because it keeps loading resources (chat widgets, trackers).",
        fix: 'Raise the default timeout with a settings step before this one, or open the tab on a lighter page of the site and reach the slow one with Navigation, whose Wait until can be domcontentloaded.',
      },
      {
        code: 'BROWSER_TAB_NOT_FOUND',
        message: 'No tab matches [tab].',
        when: 'The position is beyond the open tabs, no tab title or address contains the text, or the tab was closed by the site.',
        fix: 'Put the switch inside Try catch with Catch only set to BROWSER_TAB_NOT_FOUND and a few Retries, so it runs again once the site has opened the tab, or match the tab by a text of its address instead of its position.',
      },
    ],
  },
  {
    id: 'browser.frame',
    minClient: '4.0',
    title: 'Frame',
    summary: 'Enters an iframe so later steps act on its content, or leaves it back to the main page.',
    inputs: [
      session,
      {
        key: 'operation',
        label: 'Operation',
        type: 'Text',
        required: false,
        default: 'enter',
        values: ['enter', 'leave'],
        description: 'Enter the frame below, or leave the current frame back to the main page.',
        example: 'enter',
      },
      {
        ...element,
        required: false,
        usedWhen: {operation: ['enter']},
        description:
          'The iframe to enter: a saved element or a CSS or XPath selector. Used only by the enter operation; enter again from inside a frame to reach a nested one.',
        example: '@paymentFrame',
      },
      timeout,
    ],
    outputs: [],
    errors: [
      sessionClosed,
      elementNotFound,
      {
        code: 'BROWSER_NOT_A_FRAME',
        message: 'Element [element] is not a frame.',
        when: 'The element is a div around the iframe, or the content is a pop-up drawn in the page itself.',
        fix: 'Record the iframe element itself; for content that is not in an iframe, act on its elements directly.',
      },
    ],
  },
  {
    id: 'browser.dialog',
    minClient: '4.0',
    title: 'Dialog',
    summary: 'Accepts or dismisses the next alert, confirm or prompt dialog of the page, typing a text into prompts.',
    inputs: [
      session,
      {
        key: 'action',
        label: 'Action',
        type: 'Text',
        required: false,
        default: 'accept',
        values: ['accept', 'dismiss'],
        description: 'Press OK (accept) or Cancel (dismiss) on the dialog.',
        example: 'accept',
      },
      {
        key: 'promptText',
        label: 'Prompt text',
        type: 'Text',
        required: false,
        description: 'The text to type into a prompt dialog before accepting it. Ignored for alerts and confirms.',
        example: '{{params.cancelReason}}',
      },
      timeoutInput(
        10000,
        'How long to wait for a dialog to open. Place the step before the step that opens the dialog.',
      ),
    ],
    outputs: [
      {
        name: 'dialog',
        type: 'Object',
        description: 'The dialog that was handled, written when it is answered, after the step has returned.',
        fields: [
          {key: 'type', type: 'Text', description: 'alert, confirm, prompt or beforeunload.'},
          {key: 'message', type: 'Text', description: 'The text the dialog showed.'},
        ],
      },
    ],
    errors: [
      sessionClosed,
      {
        code: 'BROWSER_DIALOG_NOT_FOUND',
        message: 'No dialog opened within [timeout] ms.',
        when: 'The page did not open a dialog, or the window is a modal drawn in the page with HTML, which is not a browser dialog.',
        fix: 'For modals drawn in the page, use Click on their buttons; otherwise check that the following step really opens a dialog.',
      },
    ],
  },
  {
    id: 'browser.execute-script',
    minClient: '4.0',
    title: 'Execute script',
    summary: 'Runs JavaScript in the current page and writes the value it returns to a variable.',
    inputs: [
      session,
      {
        key: 'script',
        label: 'Script',
        type: 'Text',
        required: true,
        description:
          'JavaScript run in the page (or the frame entered with Frame). Use `return` to send a value back; arguments are read as `arguments[0]`, `arguments[1]`.',
        example: "return document.querySelector('#valor-total-nfe').innerText;",
      },
      {
        key: 'args',
        label: 'Arguments',
        type: 'List',
        required: false,
        description: 'Values passed to the script, such as variables of the robot: `["{{invoiceNumber}}"]`.',
      },
    ],
    outputs: [
      {
        name: 'result',
        type: 'Object',
        description:
          'The value the script returns, converted to JSON (text, number, list or object). Empty when the script returns nothing.',
      },
    ],
    errors: [
      sessionClosed,
      {
        code: 'BROWSER_SCRIPT_ERROR',
        message: 'The script failed: [reason].',
        when: 'The script has a syntax error, reads an element that is not on the page, or the page blocks it with its content security policy.',
        fix: 'Run the script in the browser developer console on the same page to see the error, and check elements with querySelector before using them.',
      },
    ],
  },
  {
    id: 'browser.cookies',
    minClient: '4.0',
    title: 'Cookies',
    summary: 'Reads, sets, deletes or clears the cookies of the browser session.',
    inputs: [
      session,
      {
        key: 'operation',
        label: 'Operation',
        type: 'Text',
        required: false,
        default: 'get',
        values: ['get', 'set', 'delete', 'clear'],
        description: 'Read the cookies, set one, delete one by name, or clear all of them (to log out of every site).',
        example: 'get',
      },
      {
        key: 'name',
        label: 'Name',
        type: 'Text',
        required: false,
        usedWhen: {operation: ['get', 'set', 'delete']},
        description:
          'The cookie name, for set and delete; for get, returns only that cookie. Empty reads every cookie of the Domain.',
        example: 'ASP.NET_SessionId',
      },
      {
        key: 'value',
        label: 'Value',
        type: 'Text',
        required: false,
        usedWhen: {operation: ['set']},
        description: 'The cookie value. Used only by the set operation.',
      },
      {
        key: 'domain',
        label: 'Domain',
        type: 'Text',
        required: false,
        description:
          'The site the cookie belongs to, such as `.portal.fornecedor.example`. Empty uses the domain of the current page.',
      },
    ],
    outputs: [
      {
        name: 'cookies',
        type: 'List',
        description:
          "For get: the cookies of the Domain (the current page's when Domain is empty), one object per cookie. Empty for the other operations.",
        fields: [
          {key: 'name', type: 'Text', description: 'Cookie name.'},
          {key: 'value', type: 'Text', description: 'Cookie value.'},
          {key: 'domain', type: 'Text', description: 'Domain the cookie is sent to.'},
          {key: 'path', type: 'Text', description: 'Path the cookie is sent to.'},
          {key: 'expires', type: 'Date', description: 'Expiry date; empty for session cookies.'},
          {key: 'httpOnly', type: 'Boolean', description: 'True if page scripts cannot read the cookie.'},
          {key: 'secure', type: 'Boolean', description: 'True if the cookie is sent over HTTPS only.'},
        ],
      },
    ],
    errors: [
      sessionClosed,
      {
        code: 'BROWSER_COOKIE_INVALID',
        message: 'Cookie [name] could not be set: [reason].',
        when: 'The name is empty, the domain does not match the current page, or the value has characters cookies do not allow (spaces, semicolons).',
        fix: 'Navigate to the site before setting its cookie, and encode the value (for example with encodeURIComponent in Execute script).',
      },
    ],
  },
  {
    id: 'browser.print-pdf',
    minClient: '4.0',
    title: 'Print to PDF',
    summary: 'Saves the current page as a PDF file, as the browser print dialog would.',
    inputs: [
      session,
      {
        key: 'path',
        label: 'Save as',
        type: 'File',
        required: true,
        description: 'Full path of the PDF to create on the Client machine.',
        example: 'C:\\Tucano\\Boletos\\boleto-{{invoiceNumber}}.pdf',
      },
      {
        key: 'paperSize',
        label: 'Paper size',
        type: 'Text',
        required: false,
        default: 'A4',
        values: ['A4', 'Letter', 'Legal'],
        description: 'The page size of the PDF.',
      },
      {
        key: 'landscape',
        label: 'Landscape',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Print in landscape orientation, for wide reports and tables.',
      },
      {
        key: 'printBackground',
        label: 'Print background',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Keep background colors and images, which many invoices and boletos use for their boxes.',
      },
    ],
    outputs: [{name: 'pdf', type: 'File', description: 'Full path of the saved PDF on the Client machine.'}],
    errors: [sessionClosed, fileWriteFailed],
  },
  {
    id: 'browser.solve-recaptcha',
    minClient: '4.0',
    title: 'Solve reCAPTCHA',
    summary: 'Solves the Google reCAPTCHA of the page through a solving service and fills in the answer token.',
    inputs: [
      session,
      captchaApiKey,
      captchaService,
      {
        key: 'recaptchaVersion',
        label: 'reCAPTCHA version',
        type: 'Text',
        required: false,
        default: 'v2',
        values: ['v2', 'v2-invisible', 'v3'],
        description:
          'The kind of reCAPTCHA the page uses: the I am not a robot box (v2), the invisible badge (v2-invisible) or the score-based v3.',
      },
      {
        key: 'siteKey',
        label: 'Site key',
        type: 'Text',
        required: false,
        description: 'The data-sitekey of the reCAPTCHA. Empty reads it from the page.',
      },
      {
        key: 'pageAction',
        label: 'Action (v3)',
        type: 'Text',
        required: false,
        usedWhen: {recaptchaVersion: ['v3']},
        description: 'For v3 only: the action name the site passes to reCAPTCHA, such as `login` or `submit`.',
      },
      captchaTimeout('in 15 to 60 seconds'),
    ],
    outputs: [
      {
        name: 'captchaToken',
        type: 'Text',
        description:
          'The answer token, already written to the g-recaptcha-response field of the page; submit the form next.',
      },
    ],
    errors: [sessionClosed, captchaNotFound, captchaServiceError, captchaTimeoutError],
  },
  {
    id: 'browser.solve-hcaptcha',
    minClient: '4.0',
    title: 'Solve hCaptcha',
    summary: 'Solves the hCaptcha of the page through a solving service and fills in the answer token.',
    inputs: [
      session,
      captchaApiKey,
      captchaService,
      {
        key: 'siteKey',
        label: 'Site key',
        type: 'Text',
        required: false,
        description: 'The data-sitekey of the hCaptcha. Empty reads it from the page.',
      },
      captchaTimeout('in 30 to 90 seconds, and take up to 2 minutes at peak hours'),
    ],
    outputs: [
      {
        name: 'captchaToken',
        type: 'Text',
        description:
          'The answer token, already written to the h-captcha-response field of the page; submit the form next.',
      },
    ],
    errors: [sessionClosed, captchaNotFound, captchaServiceError, captchaTimeoutError],
  },
  {
    id: 'browser.solve-image-captcha',
    minClient: '4.0',
    title: 'Solve image captcha',
    summary:
      'Reads the text of a captcha image of the page through a solving service and can type it into the answer field.',
    inputs: [
      session,
      {
        ...element,
        description: 'The captcha image: a saved element or a CSS or XPath selector.',
        example: '@captchaImage',
      },
      captchaApiKey,
      captchaService,
      {
        key: 'answerField',
        label: 'Answer field',
        type: 'Element',
        required: false,
        description: 'A field to type the solution into. Empty only writes the solution to the output variable.',
        example: '@captchaField',
      },
      {
        key: 'caseSensitive',
        label: 'Case sensitive',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Tell the service that upper and lower case letters matter.',
      },
      captchaTimeout('in 5 to 20 seconds'),
    ],
    outputs: [{name: 'captchaText', type: 'Text', description: 'The text read from the image.'}],
    errors: [sessionClosed, elementNotFound, elementNotEditable, captchaServiceError, captchaTimeoutError],
  },
]);
