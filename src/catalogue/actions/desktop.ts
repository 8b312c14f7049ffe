/**
 * Desktop actions: keyboard, mouse and process control on the Client machine.
 * They drive the interactive Windows session, so they run on Windows Clients
 * only; a Linux Client fails them with DESKTOP_UNSUPPORTED_PLATFORM.
 */
import {defineGroup} from '../define';
import type {ActionInput} from '../schema';
import {timeoutInput} from '../inputs';

/* ---------- Shared inputs ---------- */

/** How a mouse action finds its point: screen coordinates, a saved element or an image. */
const target: ActionInput = {
  key: 'target',
  label: 'Target',
  type: 'Text',
  required: false,
  default: 'coordinates',
  values: ['coordinates', 'element', 'image'],
  description:
    'How the point is given: screen coordinates (X and Y), a saved window element, or an image searched for on the screen.',
};

const x = {
  key: 'x',
  label: 'X',
  type: 'Number',
  unit: 'px',
  required: true,
  usedWhen: {target: ['coordinates']},
  description:
    'Horizontal position in pixels from the left edge of the primary screen; see the coordinates tutorial to read it.',
  example: 640,
} as const;

const y = {
  key: 'y',
  label: 'Y',
  type: 'Number',
  unit: 'px',
  required: true,
  usedWhen: {target: ['coordinates']},
  description: 'Vertical position in pixels from the top edge of the primary screen.',
  example: 412,
} as const;

const element = {
  key: 'element',
  label: 'Element',
  type: 'Element',
  required: true,
  usedWhen: {target: ['element']},
  description: 'A saved window element (`@saveButton`); the pointer goes to its center.',
} as const;

const image = {
  key: 'image',
  label: 'Image',
  type: 'File',
  required: true,
  usedWhen: {target: ['image']},
  description:
    'A PNG of what to point at (a button, an icon), found on screen with image recognition; the pointer goes to its center.',
} as const;

const timeout = {
  ...timeoutInput(
    {robotSetting: 'timeout'},
    'How long to wait for the element or image to appear on screen. Not used with other targets.',
  ),
  usedWhen: {target: ['element', 'image']},
};

/** Identifies a window for the process actions. */
const windowInput = {
  key: 'window',
  label: 'Window',
  type: 'Text',
  required: true,
  description:
    'The window title, with `*` as a wildcard (`TOTVS Protheus*`), or the process name (`erp.exe`) or PID when Match by is process.',
  example: 'Protheus*',
} as const;

const matchBy: ActionInput = {
  key: 'matchBy',
  label: 'Match by',
  type: 'Text',
  required: false,
  default: 'title',
  values: ['title', 'process'],
  description: 'Whether Window is a window title or a process name or PID. With a process, its main window is used.',
};

const windowTimeout = timeoutInput(10000, 'How long to wait for a matching window to exist before failing.');

/* ---------- Shared errors ---------- */

const unsupportedPlatform = {
  code: 'DESKTOP_UNSUPPORTED_PLATFORM',
  message: 'Desktop actions run on Windows Clients only; this Client runs [platform].',
  when: 'The run was sent to a Linux Client, which has no interactive desktop.',
  fix: 'Choose a Windows machine in the Machine field of the Run dialog, the schedule, the webhook or the WhatsApp command that starts the robot, or move the desktop steps to a robot that runs there and call it with Call robot.',
} as const;

const sessionLocked = {
  code: 'DESKTOP_SESSION_LOCKED',
  message: 'The Windows session on [machine] is locked or disconnected; desktop input cannot be sent.',
  when: 'The screen is locked, nobody is signed in, or the Remote Desktop window that holds the session was minimized or disconnected.',
  fix: 'Run the Client in a signed-in, unlocked session: turn on automatic sign-in for the robot user and disable the screen lock, and do not minimize or close the Remote Desktop window during runs.',
} as const;

const outOfScreen = {
  code: 'DESKTOP_POINT_OUT_OF_SCREEN',
  message: 'Point ([x], [y]) is outside the screen, which is [width] x [height] pixels.',
  when: 'The coordinates were read on a screen with another resolution or scaling than the Client machine has.',
  fix: 'Read the coordinates again on the Client machine (see the coordinates tutorial), fix its resolution and scaling, or target an element or image instead.',
} as const;

const elementNotFound = {
  code: 'DESKTOP_ELEMENT_NOT_FOUND',
  message: 'Element [element] was not found on screen after [timeout] ms.',
  when: 'The window that holds the element is not open, is covered or minimized, or the application changed its layout.',
  fix: 'Bring the window forward with Focus window first, raise the Timeout for slow applications, or record the element again.',
} as const;

const imageNotFound = {
  code: 'DESKTOP_IMAGE_NOT_FOUND',
  message: 'Image [image] was not found on screen after [timeout] ms.',
  when: 'The image is not visible, or the screen shows it with another resolution, scaling, theme or colors than when it was captured.',
  fix: 'Capture the image again on the Client machine, crop it to the smallest distinctive part, or wait for it first with Wait for image.',
} as const;

const invalidKey = {
  code: 'DESKTOP_INVALID_KEY',
  message: 'Key [key] is not a valid key name.',
  when: 'The key name is misspelled or is not one of the names the keyboard actions accept.',
  fix: 'Use a name from the key list on Press key (`Enter`, `Tab`, `Esc`, `Down`, `F5`, a letter or a digit). The modifiers `Ctrl`, `Alt`, `Shift` and `Win` go only in a Press hot keys combination, before the last key (`Ctrl+S`).',
} as const;

const windowNotFound = {
  code: 'DESKTOP_WINDOW_NOT_FOUND',
  message: 'No window matching [window] was found after [timeout] ms.',
  when: 'The application is not running, is still starting, or its title differs from the pattern (titles often include the open document or the company name).',
  fix: 'Start the application with Start process before this step, raise the Timeout, or use `*` in the title (`Protheus*`) or match by process.',
} as const;

export default defineGroup('desktop', [
  /* ---------- Keyboard ---------- */
  {
    id: 'desktop.keyboard.enterText',
    minClient: '4.0',
    version: 'v1_0_0',
    title: 'Enter text',
    summary: 'Types text into the window that has the keyboard focus, one key press per character.',
    supersededBy: {
      by: 'v2_0_0',
      changes:
        'v2_0_0 pastes the text through the clipboard by default (or sends Unicode characters when Input method is type), so accents and non-Latin scripts no longer depend on the keyboard layout, and it can mark the text as sensitive so it is masked in the log and kept out of the clipboard history.',
      migration:
        'Add a new Enter text step (it gets v2_0_0) and copy the Text field. Keep Input method on paste unless the target field blocks pasting (some password fields and terminal emulators); then choose type and carry over your Delay between keys. Turn on Sensitive text for passwords, and remove any catch branch that handled DESKTOP_CHARACTER_NOT_TYPABLE.',
    },
    inputs: [
      {
        key: 'text',
        label: 'Text',
        type: 'Text',
        required: true,
        description:
          'The text to type into the focused field. Each character is sent as the key press that produces it on the current keyboard layout.',
        example: '{{invoiceNumber}}',
      },
      {
        key: 'typingDelay',
        label: 'Delay between keys (ms)',
        type: 'Number',
        unit: 'ms',
        required: false,
        default: 50,
        description: 'Pause after each character, for applications that drop fast input.',
      },
    ],
    outputs: [],
    errors: [
      unsupportedPlatform,
      sessionLocked,
      {
        code: 'DESKTOP_CHARACTER_NOT_TYPABLE',
        message: 'Character [character] cannot be typed with the keyboard layout [layout].',
        when: 'The text has a character the Client keyboard layout has no key for: an accent missing from the layout, Cyrillic or Chinese text, an emoji.',
        fix: 'Use Enter text v2_0_0, which pastes the text or sends Unicode characters, or switch the Client machine to a keyboard layout that has the character (ABNT2 for Portuguese accents).',
      },
    ],
  },
  {
    id: 'desktop.keyboard.enterText',
    minClient: '4.1',
    version: 'v2_0_0',
    title: 'Enter text',
    summary:
      'Enters text into the window that has the keyboard focus by pasting it or typing it as Unicode characters, with any script and with secrets masked.',
    inputs: [
      {
        key: 'text',
        label: 'Text',
        type: 'Text',
        required: true,
        description:
          'The text to enter, in any script (accents, Cyrillic, Chinese, emoji). A custom field marked secret, such as `{{custom.erpPassword}}`, is entered but logged as `••••••`.',
        example: 'Razão social: {{supplierName}}',
      },
      {
        key: 'method',
        label: 'Input method',
        type: 'Text',
        required: false,
        default: 'paste',
        values: ['paste', 'type'],
        description:
          'paste puts the text on the clipboard, presses Ctrl+V and restores the previous clipboard content; type sends each character as a Unicode key event, for fields that block pasting.',
      },
      {
        key: 'sensitive',
        label: 'Sensitive text',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          'Treat the text as a secret: the log shows `••••••`, and a pasted secret is cleared from the clipboard and kept out of the Windows clipboard history.',
      },
      {
        key: 'clearFirst',
        label: 'Clear field first',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Press Ctrl+A and Delete before entering the text.',
      },
      {
        key: 'typingDelay',
        label: 'Delay between keys (ms)',
        type: 'Number',
        unit: 'ms',
        required: false,
        default: 0,
        usedWhen: {method: ['type']},
        description: 'Pause after each character when Input method is type. Ignored when pasting.',
      },
    ],
    outputs: [],
    errors: [
      unsupportedPlatform,
      sessionLocked,
      {
        code: 'DESKTOP_CLIPBOARD_UNAVAILABLE',
        message: 'The clipboard is locked by [program]; the text could not be pasted.',
        when: 'Another program held the clipboard open for more than 2 seconds (remote-desktop clipboard sync, clipboard managers).',
        fix: 'Close the clipboard manager or turn off clipboard sharing in the Remote Desktop connection, or set Input method to type.',
      },
    ],
  },
  {
    id: 'desktop.keyboard.pressHotKeys',
    minClient: '4.0',
    title: 'Press hot keys',
    summary: 'Presses a key combination such as Ctrl+S or Alt+F4 in the window that has the keyboard focus.',
    inputs: [
      {
        key: 'keys',
        label: 'Key combination',
        type: 'Text',
        required: true,
        description:
          'The keys to hold together, joined with `+`: modifiers first, then the key (`Ctrl+Shift+S`, `Alt+F4`, `Win+R`).',
        example: 'Ctrl+S',
      },
      {
        key: 'repeat',
        label: 'Repeat',
        type: 'Number',
        required: false,
        default: 1,
        description: 'How many times to press the combination.',
      },
      {
        key: 'delay',
        label: 'Delay between presses (ms)',
        type: 'Number',
        unit: 'ms',
        required: false,
        default: 100,
        description: 'Pause between repeats.',
      },
    ],
    outputs: [],
    errors: [
      unsupportedPlatform,
      sessionLocked,
      invalidKey,
      {
        code: 'DESKTOP_HOTKEY_RESERVED',
        message: 'The combination [keys] is reserved by Windows and cannot be sent.',
        when: 'The combination is one Windows handles itself and never delivers to programs, such as Ctrl+Alt+Delete or Win+L.',
        fix: 'Reach the same function another way: Kill process instead of Task Manager, or a Windows command started with Start process.',
      },
    ],
  },
  {
    id: 'desktop.keyboard.pressKey',
    minClient: '4.0',
    title: 'Press key',
    summary:
      'Presses a single key, such as Enter, Tab or F5, one or more times in the window that has the keyboard focus.',
    inputs: [
      {
        key: 'key',
        label: 'Key',
        type: 'Text',
        required: true,
        description:
          'The key name: `Enter`, `Tab`, `Esc`, `Backspace`, `Delete`, `Up`, `Down`, `Left`, `Right`, `Home`, `End`, `PageUp`, `PageDown`, `F1` to `F12`, a letter or a digit.',
        example: 'Tab',
      },
      {
        key: 'repeat',
        label: 'Repeat',
        type: 'Number',
        required: false,
        default: 1,
        description: 'How many times to press the key, for example 3 to move three fields forward with Tab.',
      },
      {
        key: 'delay',
        label: 'Delay between presses (ms)',
        type: 'Number',
        unit: 'ms',
        required: false,
        default: 100,
        description: 'Pause between repeats, for forms that need time to move the focus.',
      },
    ],
    outputs: [],
    errors: [unsupportedPlatform, sessionLocked, invalidKey],
  },

  /* ---------- Mouse ---------- */
  {
    id: 'desktop.mouse.click',
    minClient: '4.0',
    title: 'Click',
    summary: 'Moves the mouse pointer to a screen point, a window element or an image and clicks there.',
    inputs: [
      target,
      x,
      y,
      element,
      image,
      {
        key: 'button',
        label: 'Button',
        type: 'Text',
        required: false,
        default: 'left',
        values: ['left', 'right', 'middle'],
        description: 'The mouse button to click.',
      },
      {
        key: 'doubleClick',
        label: 'Double click',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Click twice in quick succession, to open files or select a word.',
      },
      timeout,
    ],
    outputs: [],
    errors: [unsupportedPlatform, sessionLocked, outOfScreen, elementNotFound, imageNotFound],
  },
  {
    id: 'desktop.mouse.dragAndDrop',
    minClient: '4.0',
    title: 'Drag and drop',
    summary: 'Presses the left mouse button at one point, moves to another and releases it there.',
    inputs: [
      {
        ...target,
        description:
          'How both ends are given: screen coordinates, saved window elements, or images searched for on the screen.',
      },
      {
        key: 'fromX',
        label: 'From X',
        type: 'Number',
        unit: 'px',
        required: true,
        usedWhen: {target: ['coordinates']},
        description: 'Horizontal position of the start point, in pixels.',
        example: 220,
      },
      {
        key: 'fromY',
        label: 'From Y',
        type: 'Number',
        unit: 'px',
        required: true,
        usedWhen: {target: ['coordinates']},
        description: 'Vertical position of the start point, in pixels.',
        example: 345,
      },
      {
        key: 'toX',
        label: 'To X',
        type: 'Number',
        unit: 'px',
        required: true,
        usedWhen: {target: ['coordinates']},
        description: 'Horizontal position of the drop point, in pixels.',
        example: 910,
      },
      {
        key: 'toY',
        label: 'To Y',
        type: 'Number',
        unit: 'px',
        required: true,
        usedWhen: {target: ['coordinates']},
        description: 'Vertical position of the drop point, in pixels.',
        example: 345,
      },
      {
        key: 'fromElement',
        label: 'From element',
        type: 'Element',
        required: true,
        usedWhen: {target: ['element']},
        description: 'The saved window element to drag.',
      },
      {
        key: 'toElement',
        label: 'To element',
        type: 'Element',
        required: true,
        usedWhen: {target: ['element']},
        description: 'The saved window element to drop on.',
      },
      {
        key: 'fromImage',
        label: 'From image',
        type: 'File',
        required: true,
        usedWhen: {target: ['image']},
        description: 'A PNG of what to drag.',
      },
      {
        key: 'toImage',
        label: 'To image',
        type: 'File',
        required: true,
        usedWhen: {target: ['image']},
        description: 'A PNG of where to drop.',
      },
      {
        key: 'duration',
        label: 'Drag duration (ms)',
        type: 'Number',
        unit: 'ms',
        required: false,
        default: 500,
        description: 'How long the move from start to drop takes. Some applications ignore drags that are too fast.',
      },
      timeout,
    ],
    outputs: [],
    errors: [unsupportedPlatform, sessionLocked, outOfScreen, elementNotFound, imageNotFound],
  },
  {
    id: 'desktop.mouse.move',
    minClient: '4.0',
    title: 'Move mouse',
    summary: 'Moves the mouse pointer to a screen point, a window element or an image without clicking.',
    inputs: [
      target,
      x,
      y,
      element,
      image,
      {
        key: 'duration',
        label: 'Move duration (ms)',
        type: 'Number',
        unit: 'ms',
        required: false,
        default: 0,
        description:
          'How long the move takes. 0 jumps straight to the point; a longer move lets hover menus and tooltips react.',
      },
      timeout,
    ],
    outputs: [],
    errors: [unsupportedPlatform, sessionLocked, outOfScreen, elementNotFound, imageNotFound],
  },
  {
    id: 'desktop.mouse.scroll',
    minClient: '4.0',
    title: 'Scroll',
    summary: 'Turns the mouse wheel up, down, left or right at the pointer position or at a given point.',
    inputs: [
      {
        key: 'direction',
        label: 'Direction',
        type: 'Text',
        required: false,
        default: 'down',
        values: ['up', 'down', 'left', 'right'],
        description:
          'Which way to scroll. Left and right send a horizontal wheel, which not every application supports.',
      },
      {
        key: 'amount',
        label: 'Wheel notches',
        type: 'Number',
        required: false,
        default: 3,
        description: 'How many wheel notches to turn; one notch usually scrolls three lines.',
      },
      {
        key: 'target',
        label: 'Target',
        type: 'Text',
        required: false,
        default: 'pointer',
        values: ['pointer', 'coordinates', 'element', 'image'],
        description:
          'Where to scroll: wherever the pointer is now, or after moving it to screen coordinates, a saved window element or an image. Windows scrolls the window under the pointer.',
        example: 'coordinates',
      },
      x,
      y,
      element,
      image,
      timeout,
    ],
    outputs: [],
    errors: [unsupportedPlatform, sessionLocked, outOfScreen, elementNotFound, imageNotFound],
  },

  /* ---------- Process ---------- */
  {
    id: 'desktop.process.start',
    minClient: '4.0',
    title: 'Start process',
    summary: 'Starts a program on the Client machine and waits for its main window to open.',
    inputs: [
      {
        key: 'path',
        label: 'Program',
        type: 'File',
        required: true,
        description:
          'The program to start: a full path to an .exe, a program on the PATH (`notepad.exe`), or a document to open with its default program.',
        example: 'C:\\TOTVS\\SmartClient\\smartclient.exe',
      },
      {
        key: 'arguments',
        label: 'Arguments',
        type: 'Text',
        required: false,
        description: 'Command-line arguments, quoted as in a Windows command prompt.',
        example: '-m -p=SIGAFIN -e=producao',
      },
      {
        key: 'workingDirectory',
        label: 'Working folder',
        type: 'File',
        required: false,
        description: 'The folder the program starts in. Empty uses the program folder.',
      },
      {
        key: 'windowState',
        label: 'Window state',
        type: 'Text',
        required: false,
        default: 'normal',
        values: ['normal', 'maximized', 'minimized'],
        description: 'How the main window opens.',
      },
      {
        key: 'waitForWindow',
        label: 'Wait for window',
        type: 'Boolean',
        required: false,
        default: true,
        description:
          'Wait until the program shows its main window before the next step. Turn off for programs that run without a window.',
      },
      {
        ...timeoutInput(60000, 'How long to wait for the main window when Wait for window is on.'),
        usedWhen: {waitForWindow: [true]},
      },
    ],
    outputs: [
      {
        name: 'process',
        type: 'Object',
        description: 'The started process, to pass to Kill process or the window actions.',
        fields: [
          {key: 'pid', type: 'Number', description: 'Process ID.'},
          {key: 'name', type: 'Text', description: 'Process name, such as `smartclient.exe`.'},
          {
            key: 'windowTitle',
            type: 'Text',
            description: 'Title of the main window, or empty when Wait for window is off.',
          },
        ],
      },
    ],
    errors: [
      unsupportedPlatform,
      {
        code: 'DESKTOP_PROCESS_START_FAILED',
        message: 'Could not start [path]: [reason].',
        when: 'The program is not at that path, the Client user may not run it, or Windows blocked it (SmartScreen, antivirus, missing DLL).',
        fix: 'Check the path on the Client machine, start the program once by hand as the Client user, and add it to the antivirus exclusions if needed.',
      },
      {
        code: 'DESKTOP_WINDOW_TIMEOUT',
        message: '[path] started but showed no window within [timeout] ms.',
        when: 'The program is slow to load, shows its window under another process (launchers), or runs without a window.',
        fix: 'Raise the Timeout, turn off Wait for window and use Focus window with the real window title, or wait for a known image with Wait for image.',
      },
    ],
  },
  {
    id: 'desktop.process.focus',
    minClient: '4.0',
    title: 'Focus window',
    summary: 'Brings a window to the foreground and gives it the keyboard focus, restoring it if it is minimized.',
    inputs: [windowInput, matchBy, windowTimeout],
    outputs: [],
    errors: [
      unsupportedPlatform,
      sessionLocked,
      windowNotFound,
      {
        code: 'DESKTOP_FOCUS_REFUSED',
        message: 'Windows did not bring [window] to the foreground.',
        when: 'A program running as administrator or a modal dialog of another program holds the foreground, and Windows refuses to switch.',
        fix: 'Close the dialog first (Press key Esc or Click), or run the Client with the same privileges as the target program.',
      },
    ],
  },
  {
    id: 'desktop.process.kill',
    minClient: '4.0',
    title: 'Kill process',
    summary: 'Ends one process or every process with a given name on the Client machine.',
    inputs: [
      {
        key: 'process',
        label: 'Process',
        type: 'Text',
        required: true,
        description: 'A process name (`EXCEL.EXE`) or a process ID such as `{{process.pid}}` from Start process.',
        example: 'EXCEL.EXE',
      },
      {
        key: 'allInstances',
        label: 'All instances',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'End every process with that name. Off ends only the oldest one. Ignored with a process ID.',
      },
      {
        key: 'force',
        label: 'Force',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          'End the process at once. Off first asks it to close and waits 5 seconds, so it can save its files.',
      },
      {
        key: 'failIfNotRunning',
        label: 'Fail if not running',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Raise an error when no process matches. Off lets the step succeed, which suits clean-up steps.',
      },
    ],
    outputs: [{name: 'killedCount', type: 'Number', description: 'How many processes were ended.'}],
    errors: [
      unsupportedPlatform,
      {
        code: 'DESKTOP_PROCESS_NOT_FOUND',
        message: 'No running process matches [process].',
        when: 'Fail if not running is on and the process has already exited, or the name is misspelled (include `.exe`).',
        fix: 'Check the name in Task Manager, Details tab, on the Client machine, or turn off Fail if not running.',
      },
      {
        code: 'DESKTOP_ACCESS_DENIED',
        message: 'Access denied ending [process].',
        when: 'The process runs as another user or as administrator, and the Client does not.',
        fix: 'Run the Client as the same user as the process, or with administrator rights if the robot must end system programs.',
      },
    ],
  },
  {
    id: 'desktop.process.maximize',
    minClient: '4.0',
    title: 'Maximize window',
    summary: 'Maximizes a window so that it fills the screen it is on.',
    inputs: [windowInput, matchBy, windowTimeout],
    outputs: [],
    errors: [unsupportedPlatform, sessionLocked, windowNotFound],
  },
  {
    id: 'desktop.process.minimize',
    minClient: '4.0',
    title: 'Minimize window',
    summary: 'Minimizes a window to the taskbar.',
    inputs: [windowInput, matchBy, windowTimeout],
    outputs: [],
    errors: [unsupportedPlatform, sessionLocked, windowNotFound],
  },
]);
