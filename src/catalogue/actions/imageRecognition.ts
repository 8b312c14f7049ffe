/**
 * Image recognition: OCR of the screen or of image files, image captchas, and
 * finding or waiting for an image on the screen of the Windows Client. Screen
 * positions are screen coordinates in pixels (see the coordinates tutorial).
 * Shared failures use the IMAGE_ prefix; text-recognition failures use OCR_.
 */
import {defineGroup} from '../define';
import {timeoutInput} from '../inputs';

/** Where the OCR actions read from. */
const source = {
  key: 'source',
  label: 'Read from',
  type: 'Text',
  required: false,
  default: 'screen',
  values: ['screen', 'file'] as string[],
  description:
    'The screen of the Client machine, or an image file such as a scanned document or a screenshot saved earlier.',
  example: 'file',
} as const;

const imageFile = {
  key: 'file',
  label: 'Image file',
  type: 'File',
  required: false,
  usedWhen: {source: ['file']},
  description: 'With Read from set to file: the PNG, JPG, BMP or TIFF file to read.',
  example: 'C:\\Tucano\\Digitalizados\\boleto-4512.png',
} as const;

const region = {
  key: 'region',
  label: 'Region',
  type: 'Text',
  required: false,
  description:
    'Only look inside this rectangle, written `x,y,width,height` in pixels from the top-left corner. Empty uses the whole screen or image; a small region is faster and more accurate.',
  example: '120,340,600,80',
} as const;

/** The picture to look for on screen, for find, wait and disappear. */
const image = {
  key: 'image',
  label: 'Image to find',
  type: 'File',
  required: true,
  description:
    'A PNG cut from a screenshot of the same screen, at the same display scale, showing only the button, icon or text to find.',
  example: 'C:\\Tucano\\Imagens\\botao-emitir-nfe.png',
} as const;

const confidence = {
  key: 'confidence',
  label: 'Minimum similarity',
  type: 'Number',
  required: false,
  default: 0.9,
  description:
    'How closely the screen must match the image, from 0 to 1. Lower it (0.8) for images with anti-aliased text or subtle color changes.',
} as const;

const timeout = timeoutInput({robotSetting: 'timeout'}, 'How long to keep checking the screen before failing.');

/** The location of a match on screen, the result of find and wait. */
const locationFields = [
  {key: 'found', type: 'Boolean', description: 'Whether the image was found.'},
  {
    key: 'x',
    type: 'Number',
    description: 'Horizontal screen coordinate of the center of the match, ready for the desktop Click.',
  },
  {key: 'y', type: 'Number', description: 'Vertical screen coordinate of the center of the match.'},
  {key: 'width', type: 'Number', description: 'Width of the match in pixels.'},
  {key: 'height', type: 'Number', description: 'Height of the match in pixels.'},
  {key: 'similarity', type: 'Number', description: 'How closely the match resembles the image, from 0 to 1.'},
] as const;

const fileNotFound = {
  code: 'IMAGE_FILE_NOT_FOUND',
  message: 'Image file [file] was not found on the Client machine.',
  when: 'The path is wrong, or the image was saved on another machine (an image kept on your own computer is not copied to the Client).',
  fix: 'Copy the image to the Client machine and use its full path, or build the path from the step that saved it.',
} as const;

const screenUnavailable = {
  code: 'IMAGE_SCREEN_UNAVAILABLE',
  message: 'Could not capture the screen of [machine]: [reason].',
  when: 'The Windows session of the Client is locked, signed out, or a Remote Desktop window to it was minimized or closed, so Windows draws nothing.',
  fix: 'Run the Client in a signed-in session with the screen unlocked; for Remote Desktop, keep the window open or use a console session.',
} as const;

const invalidRegion = {
  code: 'IMAGE_INVALID_REGION',
  message: 'Region [region] is outside the [width] by [height] pixel image.',
  when: 'The region is not written `x,y,width,height`, or it was measured at another screen resolution or display scale.',
  fix: 'Measure the region again on the Client machine, at the resolution the robot runs with.',
} as const;

const languageNotAvailable = {
  code: 'OCR_LANGUAGE_NOT_AVAILABLE',
  message: 'OCR language [language] is not available.',
  when: 'The language code is misspelled or is a two-letter code (`pt`) instead of the three-letter one the OCR uses (`por`).',
  fix: 'Use a three-letter code: por (Portuguese), eng (English), spa (Spanish).',
} as const;

export default defineGroup('imageRecognition', [
  {
    id: 'imageRecognition.ocr',
    minClient: '4.0',
    title: 'Read text (OCR)',
    summary: 'Recognizes the text in a region of the screen or in an image file and writes it to a variable.',
    inputs: [
      source,
      imageFile,
      region,
      {
        key: 'language',
        label: 'Language',
        type: 'Text',
        required: false,
        default: 'por',
        description:
          'The language of the text, as a three-letter code: por, eng, spa. Accents are read correctly only in the right language.',
      },
      {
        key: 'digitsOnly',
        label: 'Digits only',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          'Read only digits and the separators `.,/-`, which avoids reading `0` as `O` in codes, CNPJs and amounts.',
      },
    ],
    outputs: [
      {
        name: 'text',
        type: 'Text',
        description: 'The recognized text, lines separated by line breaks; empty when nothing readable was found.',
      },
    ],
    errors: [fileNotFound, screenUnavailable, invalidRegion, languageNotAvailable],
  },
  {
    id: 'imageRecognition.advancedOcr',
    minClient: '4.0',
    title: 'Advanced OCR',
    summary:
      'Recognizes text in several named regions, languages and tables of an image or scanned PDF and returns it as an Object.',
    inputs: [
      {
        key: 'file',
        label: 'File',
        type: 'File',
        required: true,
        description:
          'The image (PNG, JPG, BMP, TIFF) or scanned PDF to read. Multi-page TIFF and PDF files are read page by page.',
        example: 'C:\\Tucano\\Digitalizados\\nota-servico-0815.pdf',
      },
      {
        key: 'regions',
        label: 'Regions',
        type: 'List',
        required: false,
        description:
          'Named rectangles to read separately, each `{"name": "...", "x": 0, "y": 0, "width": 0, "height": 0}` in pixels of the first page. Empty reads the whole page.',
        example: [
          {name: 'cnpjPrestador', x: 80, y: 210, width: 420, height: 40},
          {name: 'valorTotal', x: 980, y: 1460, width: 300, height: 50},
        ],
      },
      {
        key: 'languages',
        label: 'Languages',
        type: 'List',
        required: false,
        // A List cannot be a default (the schema allows text, numbers and booleans): the description says it.
        description:
          'The languages in the document as three-letter codes, such as `["por", "eng"]`; empty reads Portuguese, as `["por"]`. Each extra language makes reading slower.',
      },
      {
        key: 'detectTables',
        label: 'Detect tables',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Find ruled or aligned tables and return each one as a Table, with the first row as column names.',
      },
      {
        key: 'pages',
        label: 'Pages',
        type: 'Text',
        required: false,
        default: 'all',
        description: 'The pages of a PDF or TIFF to read: `all`, a page (`1`) or a range (`1-3`).',
      },
      {
        key: 'deskew',
        label: 'Straighten pages',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Rotate slightly tilted scans before reading; turn off for screenshots to save time.',
      },
    ],
    outputs: [
      {
        name: 'ocrResult',
        type: 'Object',
        description: 'What was recognized.',
        fields: [
          {key: 'text', type: 'Text', description: 'All the text of the pages read, page after page.'},
          {
            key: 'regions',
            type: 'Object',
            description: 'The text of each named region, by name: `{{ocrResult.regions.valorTotal}}`.',
          },
          {
            key: 'tables',
            type: 'List',
            description: 'The tables found, each a Table; empty unless Detect tables is on.',
          },
          {
            key: 'confidence',
            type: 'Number',
            description:
              'The average recognition confidence, from 0 to 1. Below 0.7, check the result or send it to a person.',
          },
          {key: 'pages', type: 'Number', description: 'How many pages were read.'},
        ],
      },
    ],
    errors: [
      fileNotFound,
      {
        ...invalidRegion,
        when: 'A rectangle of Regions lacks x, y, width or height, or lies outside the first page as the step renders it.',
        fix: "Measure the rectangle again in pixels of the document's first page.",
      },
      languageNotAvailable,
      {
        code: 'OCR_UNSUPPORTED_FILE',
        message: 'File [file] is not a supported image or PDF.',
        when: 'The file is another format, is damaged, or is a password-protected PDF.',
        fix: 'Convert it to PDF or PNG, or remove the PDF password; for PDFs with selectable text, Read PDF text is faster and exact.',
      },
    ],
  },
  {
    id: 'imageRecognition.captcha',
    minClient: '4.0',
    title: 'Read image captcha',
    summary:
      'Reads the characters of a simple image captcha from a file or a screen region and writes them to a variable.',
    inputs: [
      source,
      imageFile,
      region,
      {
        key: 'characters',
        label: 'Characters',
        type: 'Text',
        required: false,
        default: 'alphanumeric',
        values: ['alphanumeric', 'letters', 'digits'],
        description: 'The characters the captcha uses. Narrowing them avoids mix-ups such as `5` and `S`.',
      },
      {
        key: 'expectedLength',
        label: 'Expected length',
        type: 'Number',
        required: false,
        description:
          'How many characters the captcha has; a result of another length fails with OCR_CAPTCHA_NOT_SOLVED so the robot can ask for a new image.',
      },
      {
        key: 'caseSensitive',
        label: 'Case sensitive',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Keep upper and lower case as read. Off returns upper case, which most sites accept.',
      },
    ],
    outputs: [
      {name: 'captchaText', type: 'Text', description: 'The characters read, without spaces, ready for Fill field.'},
    ],
    errors: [
      fileNotFound,
      screenUnavailable,
      invalidRegion,
      {
        code: 'OCR_CAPTCHA_NOT_SOLVED',
        message: 'Could not read the captcha: [reason].',
        when: 'The image is heavily distorted or crossed by lines, or the characters read do not reach the Expected length.',
        fix: 'Put the step in a loop that reloads the captcha and tries again; for reCAPTCHA, hCaptcha or hard images, use the browser captcha-solving actions.',
      },
    ],
  },
  {
    id: 'imageRecognition.find',
    minClient: '4.0',
    title: 'Find image',
    summary: 'Looks for an image on the screen once and returns where it is, or that it is not there.',
    inputs: [
      image,
      confidence,
      region,
      {
        key: 'failIfNotFound',
        label: 'Fail if not found',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          'Stop with IMAGE_NOT_FOUND when the image is not on screen. Off returns `found: false` so a Decision step can choose.',
      },
    ],
    outputs: [
      {name: 'imageLocation', type: 'Object', description: 'The best match on screen.', fields: [...locationFields]},
    ],
    errors: [
      fileNotFound,
      screenUnavailable,
      invalidRegion,
      {
        code: 'IMAGE_NOT_FOUND',
        message: 'Image [image] was not found on screen; the best match was [similarity].',
        when: 'The window is not in front, the screen shows another state, or the display scale or theme differs from the screenshot the image was cut from.',
        fix: 'Bring the window to the front with Focus window, cut the image again on the Client machine, or lower Minimum similarity slightly.',
      },
    ],
  },
  {
    id: 'imageRecognition.wait',
    minClient: '4.0',
    title: 'Wait for image',
    summary: 'Waits until an image appears on the screen and returns where it is.',
    inputs: [
      image,
      confidence,
      region,
      timeout,
      {
        key: 'interval',
        label: 'Check every (ms)',
        type: 'Number',
        unit: 'ms',
        required: false,
        default: 500,
        description: 'The pause between two looks at the screen.',
      },
    ],
    outputs: [
      {name: 'imageLocation', type: 'Object', description: 'Where the image appeared.', fields: [...locationFields]},
    ],
    errors: [
      fileNotFound,
      screenUnavailable,
      invalidRegion,
      {
        code: 'IMAGE_WAIT_TIMEOUT',
        message: 'Image [image] did not appear within [timeout] ms.',
        when: 'The application is slower than the timeout, showed an error dialog instead, or looks different from the image.',
        fix: 'Raise the Timeout, take a screenshot in a try_catch to see what the screen showed, or cut the image again.',
      },
    ],
  },
  {
    id: 'imageRecognition.disappear',
    minClient: '4.0',
    title: 'Wait for image to disappear',
    summary: 'Waits until an image is no longer on the screen, such as a loading indicator or a progress window.',
    inputs: [
      image,
      confidence,
      region,
      timeoutInput(60000, 'How long to wait for the image to go before failing.'),
      {
        key: 'interval',
        label: 'Check every (ms)',
        type: 'Number',
        unit: 'ms',
        required: false,
        default: 500,
        description: 'The pause between two looks at the screen.',
      },
    ],
    outputs: [],
    errors: [
      fileNotFound,
      screenUnavailable,
      invalidRegion,
      {
        code: 'IMAGE_STILL_VISIBLE',
        message: 'Image [image] was still on screen after [timeout] ms.',
        when: 'The operation behind the indicator takes longer than the timeout, or the application stopped responding.',
        fix: 'Raise the Timeout for long operations such as ERP exports, or check the application for a hidden error dialog.',
      },
    ],
  },
]);
