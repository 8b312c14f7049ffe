/**
 * Functions: value helpers that transform text, numbers and lists and write
 * the result to a variable in one step, without custom code. `string`,
 * `number` and `list` each take an Operation choice; the fields an operation
 * does not use are ignored.
 */
import {defineGroup} from '../define';

/** Locale of number parsing and formatting; the same field as in Date and time. */
const locale = {
  key: 'locale',
  label: 'Locale',
  type: 'Text',
  required: false,
  default: {robotSetting: 'locale'},
  description: 'Decides the decimal and thousands separators: `pt-BR` reads and writes `1.234,56`, `en-US` `1,234.56`.',
} as const;

const missingArgument = {
  code: 'FUNCTION_MISSING_ARGUMENT',
  message: 'Operation [operation] needs the field [field].',
  when: 'A field the chosen operation uses is empty, or a variable in it had no value.',
  fix: 'Fill in the field named in the message, or check with a Log step that the variable in it is set before this step.',
} as const;

const notANumber = {
  code: 'FUNCTION_NOT_A_NUMBER',
  message: 'Could not read [value] as a number with locale [locale].',
  when: 'The value has letters or symbols other than a currency sign, or its separators do not match the locale (`1,234.56` read with `pt-BR`).',
  fix: 'Convert the value first with the Number function (parse), whose Locale says how it is written, or clean the text with the Text function (replace).',
} as const;

const invalidRange = {
  code: 'FUNCTION_INVALID_RANGE',
  message: 'Minimum [min] is greater than Maximum [max].',
  when: 'The limits are swapped, or a variable in one of them holds an unexpected value.',
  fix: 'Swap the limits, or check the variables with a Log step before this one.',
} as const;

export default defineGroup('functions', [
  {
    id: 'functions.string',
    minClient: '4.0',
    title: 'Text function',
    summary:
      'Applies a text operation (upper, lower, trim, replace, split, substring or pad) to a value and writes the result to a variable.',
    inputs: [
      {
        key: 'operation',
        label: 'Operation',
        type: 'Text',
        required: true,
        values: ['upper', 'lower', 'trim', 'replace', 'split', 'substring', 'pad'],
        description: 'What to do with the value. Each operation uses only the fields named in its description.',
        example: 'replace',
      },
      {
        key: 'value',
        label: 'Value',
        type: 'Text',
        required: true,
        description: 'The text to transform, usually a variable.',
        example: '{{supplierCnpj}}',
      },
      {
        key: 'search',
        label: 'Search for',
        type: 'Text',
        required: true,
        usedWhen: {operation: ['replace']},
        description: 'replace: the text to find. Every occurrence is replaced, matching case.',
        example: '.',
      },
      {
        key: 'replacement',
        label: 'Replace with',
        type: 'Text',
        required: false,
        usedWhen: {operation: ['replace']},
        default: '',
        description: 'replace: the text put in place of each occurrence. Empty removes them.',
      },
      {
        key: 'separator',
        label: 'Separator',
        type: 'Text',
        required: false,
        usedWhen: {operation: ['split']},
        default: ',',
        description: 'split: the text between the parts, such as `;` for a line of a CSV export.',
      },
      {
        key: 'start',
        label: 'Start position',
        type: 'Number',
        required: false,
        usedWhen: {operation: ['substring']},
        default: 0,
        description: 'substring: where the part starts, counting from 0. A negative number counts from the end.',
      },
      {
        key: 'length',
        label: 'Length',
        type: 'Number',
        required: false,
        usedWhen: {operation: ['substring', 'pad']},
        description:
          'substring: how many characters to keep (empty keeps the rest). pad: the length to fill the value up to.',
      },
      {
        key: 'padCharacter',
        label: 'Pad with',
        type: 'Text',
        required: false,
        usedWhen: {operation: ['pad']},
        default: '0',
        description:
          'pad: the character added until the value reaches Length, such as `0` to turn `4512` into `000004512`.',
      },
      {
        key: 'padSide',
        label: 'Pad side',
        type: 'Text',
        required: false,
        default: 'left',
        values: ['left', 'right'],
        description: 'pad: which side the characters are added on.',
      },
    ],
    outputs: [
      {
        name: 'result',
        type: 'Text',
        description:
          'A Text, or with split a List. upper, lower, trim, replace, substring and pad write the transformed text; split writes a List of the parts, each trimmed as trim does.',
      },
    ],
    errors: [
      {
        ...missingArgument,
        when: 'A field the chosen operation uses is empty, such as Search for with replace or Length with pad, or a variable in it had no value.',
      },
      {
        code: 'FUNCTION_VALUE_NOT_TEXT',
        message: 'Value [value] is a [type], not a Text.',
        when: 'The value is a List, Table or Object variable, such as a whole row instead of one of its columns.',
        fix: 'Point the Value to a single field (`{{row.cnpj}}`), or use the List function for Lists.',
      },
    ],
  },
  {
    id: 'functions.number',
    minClient: '4.0',
    title: 'Number function',
    summary: 'Rounds, formats or parses a number, or draws a random one, and writes the result to a variable.',
    inputs: [
      {
        key: 'operation',
        label: 'Operation',
        type: 'Text',
        required: true,
        values: ['round', 'format', 'parse', 'random'],
        description:
          'round and parse write a Number, format writes a Text, random draws a Number between Minimum and Maximum.',
        example: 'parse',
      },
      {
        key: 'value',
        label: 'Value',
        type: 'Text',
        required: true,
        usedWhen: {operation: ['round', 'format', 'parse']},
        description:
          'round, format, parse: the number, or for parse a text holding one such as `R$ 1.234,56`. Not used by random.',
        example: '{{row.valorTotal}}',
      },
      {
        key: 'decimals',
        label: 'Decimal places',
        type: 'Number',
        required: false,
        usedWhen: {operation: ['round', 'format', 'random']},
        default: 2,
        description: 'round, format, and random with Whole numbers only off: how many decimal places to keep.',
      },
      {
        key: 'rounding',
        label: 'Rounding',
        type: 'Text',
        required: false,
        default: 'halfUp',
        values: ['halfUp', 'halfEven', 'up', 'down'],
        description:
          "round and format: halfUp rounds 2.345 to 2.35; halfEven (banker's rounding) to 2.34; up and down always round away from or toward zero.",
      },
      {
        key: 'style',
        label: 'Format as',
        type: 'Text',
        required: false,
        default: 'number',
        values: ['number', 'currency', 'percent'],
        description:
          'format: plain number (`1.234,56`), currency (`R$ 1.234,56`) or percent (0.18 becomes `18,00%` with the default 2 Decimal places, `18%` with Decimal places 0).',
      },
      {
        key: 'currency',
        label: 'Currency',
        type: 'Text',
        required: false,
        usedWhen: {operation: ['format'], style: ['currency']},
        default: 'BRL',
        description: 'format with currency: the ISO 4217 code, such as BRL, USD or EUR.',
      },
      locale,
      {
        key: 'min',
        label: 'Minimum',
        type: 'Number',
        required: false,
        usedWhen: {operation: ['random']},
        default: 0,
        description: 'random: the lowest number that can be drawn.',
      },
      {
        key: 'max',
        label: 'Maximum',
        type: 'Number',
        required: false,
        usedWhen: {operation: ['random']},
        default: 100,
        description: 'random: the highest number that can be drawn.',
      },
      {
        key: 'integer',
        label: 'Whole numbers only',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'random: draw whole numbers; off draws numbers with decimals.',
      },
    ],
    outputs: [
      {
        name: 'result',
        type: 'Number',
        description:
          'A Number, or with format a Text. round, parse and random write a Number; format writes a Text ready to show or type into a form.',
      },
    ],
    errors: [
      missingArgument,
      {
        ...notANumber,
        fix: 'Set Locale to match how the value is written, or clean the text first with the Text function (replace).',
      },
      invalidRange,
    ],
  },
  {
    id: 'functions.list',
    minClient: '4.0',
    title: 'List function',
    summary:
      'Counts, searches, de-duplicates, sorts or sums a List and writes the result to a variable, leaving the List unchanged.',
    inputs: [
      {
        key: 'operation',
        label: 'Operation',
        type: 'Text',
        required: true,
        values: ['length', 'contains', 'unique', 'sort', 'sum'],
        description: 'length and sum write a Number, contains a Boolean, unique and sort a new List.',
        example: 'sum',
      },
      {
        key: 'list',
        label: 'List',
        type: 'List',
        required: true,
        description: 'The List to work on, written as a variable.',
        example: '{{invoices}}',
      },
      {
        key: 'item',
        label: 'Item',
        type: 'Text',
        required: true,
        usedWhen: {operation: ['contains']},
        description:
          'contains: the value to look for. Text is compared exactly, including case, and a Number never equals a Text.',
      },
      {
        key: 'field',
        label: 'Field',
        type: 'Text',
        required: false,
        description: 'For a List of Objects (rows): the field to compare, sort or sum, such as `valorTotal`.',
        example: 'valorTotal',
      },
      {
        key: 'order',
        label: 'Order',
        type: 'Text',
        required: false,
        default: 'ascending',
        values: ['ascending', 'descending'],
        description: 'sort: the direction. Numbers sort by value, dates by time and text alphabetically.',
      },
    ],
    outputs: [
      {
        name: 'result',
        type: 'List',
        description:
          'A List, a Number or a Boolean, by operation: unique and sort write a new List, length and sum a Number, contains a Boolean.',
      },
    ],
    errors: [
      missingArgument,
      {
        code: 'FUNCTION_NOT_A_LIST',
        message: 'Variable [variable] is a [type], not a List.',
        when: 'The List field holds a Text, such as a comma-separated line, or a Table instead of one of its columns.',
        fix: 'Turn the text into a List with the Text function (split) first.',
      },
      notANumber,
    ],
  },
  {
    id: 'functions.inRange',
    minClient: '4.0',
    title: 'In range',
    summary: 'Checks whether a number lies between a minimum and a maximum and writes true or false to a variable.',
    inputs: [
      {
        key: 'value',
        label: 'Value',
        type: 'Number',
        required: true,
        description: 'The number to check, such as an invoice total read from an NF-e.',
        example: '{{nfe.totalValue}}',
      },
      {key: 'min', label: 'Minimum', type: 'Number', required: true, description: 'The lower limit.', example: 1000},
      {key: 'max', label: 'Maximum', type: 'Number', required: true, description: 'The upper limit.', example: 50000},
      {
        key: 'inclusive',
        label: 'Include limits',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Count a value equal to Minimum or Maximum as in range.',
      },
    ],
    outputs: [
      {
        name: 'inRange',
        type: 'Boolean',
        description: 'true when the value is within the limits, false otherwise. Use it in a Decision step.',
      },
    ],
    errors: [notANumber, invalidRange],
  },
  {
    id: 'functions.randomString',
    minClient: '4.0',
    title: 'Random text',
    summary: 'Generates a random text of a given length from a chosen set of characters and writes it to a variable.',
    inputs: [
      {
        key: 'length',
        label: 'Length',
        type: 'Number',
        required: false,
        default: 12,
        description: 'How many characters to generate, from 1 to 1024.',
      },
      {
        key: 'characters',
        label: 'Characters',
        type: 'Text',
        required: false,
        default: 'alphanumeric',
        values: ['alphanumeric', 'letters', 'digits', 'hex', 'alphanumericSymbols'],
        description: 'The set to draw from. alphanumericSymbols adds `!@#$%&*-_` for temporary passwords.',
      },
      {
        key: 'case',
        label: 'Letter case',
        type: 'Text',
        required: false,
        default: 'mixed',
        values: ['mixed', 'upper', 'lower'],
        description: 'The case of the letters in the result.',
      },
      {
        key: 'prefix',
        label: 'Prefix',
        type: 'Text',
        required: false,
        description:
          'Text put before the random part and not counted in Length, such as `PED-` for an order reference.',
      },
    ],
    outputs: [
      {
        name: 'randomString',
        type: 'Text',
        description: 'The generated text, drawn with a cryptographically secure generator.',
      },
    ],
    errors: [
      {
        code: 'FUNCTION_INVALID_LENGTH',
        message: 'Length [length] must be a whole number from 1 to 1024.',
        when: 'Length is 0, negative, has decimals or is larger than 1024.',
        fix: 'Use a whole number in range; for longer values, join several Random text results.',
      },
    ],
  },
]);
