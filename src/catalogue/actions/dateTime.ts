/**
 * Date and time actions: date arithmetic in calendar or business days,
 * differences, formatting, calendar facts and Brazilian holidays. Configure
 * dates sets the time zone, locale, business days and the robot's own
 * holidays for every date action after it in the run; business-day arithmetic
 * skips weekends, Brazilian national holidays and the robot's holidays.
 */
import {defineGroup} from '../define';

/** How a date given as text is read; shared by every action that takes a date. */
const inputFormat = {
  key: 'inputFormat',
  label: 'Input date format',
  type: 'Text',
  required: false,
  description:
    'How a date given as text is written, such as `dd/MM/yyyy HH:mm`. Empty accepts ISO 8601 (`2024-04-30`, `2024-04-30T14:00:00-03:00`) and the short format of the locale (`30/04/2024` with pt-BR).',
} as const;

/** The units of the arithmetic and difference actions. */
const unitValues = ['minutes', 'hours', 'days', 'businessDays', 'weeks', 'months', 'years'];

const invalidDate = {
  code: 'DATE_INVALID',
  message: 'Could not read [value] as a date with format [format].',
  when: 'The text does not match the input format (`04/30/2024` read as `dd/MM/yyyy`), the date does not exist (`31/04/2024`), or the variable is empty.',
  fix: 'Set Input date format to how the date is written, or check the variable with a Log step before this one.',
} as const;

const invalidAmount = {
  code: 'DATE_INVALID_AMOUNT',
  message: 'Amount [amount] is not a whole number.',
  when: 'The amount has decimals, is text such as `30 dias`, or is a variable that was never set.',
  fix: 'Use a whole number; for half days, use hours (12) instead.',
} as const;

export default defineGroup('dateTime', [
  {
    id: 'dateTime.addDate',
    minClient: '4.0',
    title: 'Add to date',
    summary:
      'Adds an amount of minutes, hours, days, business days, weeks, months or years to a date and writes the new date to a variable.',
    inputs: [
      {
        key: 'date',
        label: 'Date',
        type: 'Date',
        required: true,
        description: 'The date to start from: a Date variable or a date as text.',
        example: '{{nfe.issueDate}}',
      },
      {
        key: 'amount',
        label: 'Amount',
        type: 'Number',
        required: true,
        description: 'How many units to add, such as 30 for a payment term of 30 days.',
        example: 30,
      },
      {
        key: 'unit',
        label: 'Unit',
        type: 'Text',
        required: false,
        default: 'days',
        values: unitValues,
        description:
          "businessDays skips weekends, national holidays and the robot's holidays: 1 business day after Thursday 28/03/2024 is Monday 01/04/2024, past Good Friday. Carnival counts only if it is in the robot's holidays.",
      },
      inputFormat,
    ],
    outputs: [
      {
        name: 'newDate',
        type: 'Date',
        description:
          'The resulting date. Adding months keeps the day, or the last day of a shorter month: 31/01 plus 1 month is 29/02 in 2024.',
      },
    ],
    errors: [invalidDate, invalidAmount],
  },
  {
    id: 'dateTime.removeDate',
    minClient: '4.0',
    title: 'Subtract from date',
    summary:
      'Subtracts an amount of minutes, hours, days, business days, weeks, months or years from a date and writes the new date to a variable.',
    inputs: [
      {
        key: 'date',
        label: 'Date',
        type: 'Date',
        required: true,
        description: 'The date to start from: a Date variable or a date as text.',
        example: '{{boleto.dueDate}}',
      },
      {
        key: 'amount',
        label: 'Amount',
        type: 'Number',
        required: true,
        description: 'How many units to subtract, such as 3 to send a reminder three business days before a due date.',
        example: 3,
      },
      {
        key: 'unit',
        label: 'Unit',
        type: 'Text',
        required: false,
        default: 'days',
        values: unitValues,
        description: 'businessDays skips weekends and holidays, counting backwards.',
      },
      inputFormat,
    ],
    outputs: [
      {
        name: 'newDate',
        type: 'Date',
        description:
          'The resulting date. Subtracting months keeps the day, or the last day of a shorter month: 31/03 minus 1 month is 29/02 in 2024.',
      },
    ],
    errors: [invalidDate, invalidAmount],
  },
  {
    id: 'dateTime.calculateDateDifference',
    minClient: '4.0',
    title: 'Calculate date difference',
    summary: 'Calculates how many whole units lie between two dates and writes the number to a variable.',
    inputs: [
      {
        key: 'startDate',
        label: 'Start date',
        type: 'Date',
        required: true,
        description: 'The earlier date, such as an issue date.',
        example: '{{nfe.issueDate}}',
      },
      {
        key: 'endDate',
        label: 'End date',
        type: 'Date',
        required: true,
        description: 'The later date, such as a due date or today.',
        example: '{{installment.dueDate}}',
      },
      {
        key: 'unit',
        label: 'Unit',
        type: 'Text',
        required: false,
        default: 'days',
        values: unitValues,
        description:
          'The unit of the result. businessDays counts the business days after the start date up to and including the end date.',
      },
      inputFormat,
    ],
    outputs: [
      {
        name: 'difference',
        type: 'Number',
        description:
          'The number of whole units, rounded down; negative when the end date is before the start date (such as a due date already past, with today as Start date).',
      },
    ],
    errors: [invalidDate],
  },
  {
    id: 'dateTime.checkHoliday',
    minClient: '4.0',
    title: 'Check holiday',
    summary:
      "Checks whether a date is a Brazilian national holiday or one of the robot's own holidays, and whether it is a business day.",
    inputs: [
      {
        key: 'date',
        label: 'Date',
        type: 'Date',
        required: true,
        description: 'The date to check.',
        example: '{{paymentDate}}',
      },
      {
        key: 'includeOptionalDays',
        label: 'Include optional days',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          'Also count the federal pontos facultativos (Carnival Monday and Tuesday, Corpus Christi) as holidays, as banks and many companies do.',
      },
      {
        key: 'includeRobotHolidays',
        label: "Include the robot's holidays",
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Also count the holidays listed in Configure dates, such as state and city holidays.',
      },
      inputFormat,
    ],
    outputs: [
      {
        name: 'holiday',
        type: 'Object',
        description: 'What the date is.',
        fields: [
          {key: 'isHoliday', type: 'Boolean', description: 'Whether the date is a holiday.'},
          {
            key: 'name',
            type: 'Text',
            description:
              'The holiday name in Portuguese, such as `Tiradentes` or `Paixão de Cristo`; empty when it is not a holiday.',
          },
          {
            key: 'type',
            type: 'Text',
            description: '`national`, `optional` (ponto facultativo) or `robot`; empty when it is not a holiday.',
          },
          {
            key: 'isBusinessDay',
            type: 'Boolean',
            description:
              'false on holidays and on the days that are not business days in Configure dates (by default Saturday and Sunday).',
          },
        ],
      },
    ],
    errors: [
      invalidDate,
      {
        code: 'DATE_YEAR_NOT_SUPPORTED',
        message: 'Holidays for year [year] are not available.',
        when: 'The date is before 1950 or after 2099, or a two-digit year was read as the wrong century.',
        fix: 'Check the date and write the year with four digits.',
      },
    ],
  },
  {
    id: 'dateTime.configurations',
    minClient: '4.0',
    title: 'Configure dates',
    summary:
      "Sets the time zone, locale, business days and the robot's own holidays used by the date actions that follow it in the run.",
    inputs: [
      {
        key: 'timeZone',
        label: 'Time zone',
        type: 'Text',
        required: false,
        default: 'America/Sao_Paulo',
        description:
          'An IANA time zone, such as `America/Manaus` or `America/Recife`. Dates without a time zone are read in it, and now is taken in it.',
      },
      {
        key: 'locale',
        label: 'Locale',
        type: 'Text',
        required: false,
        default: {robotSetting: 'locale'},
        description:
          'Sets the short date format read from text and the month and weekday names of Format date, such as `pt-BR` or `en-US`.',
      },
      {
        key: 'businessDays',
        label: 'Business days',
        type: 'List',
        required: false,
        values: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
        description: 'The weekdays that count as business days. Empty means Monday to Friday.',
        example: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
      },
      {
        key: 'holidays',
        label: 'Holidays',
        type: 'List',
        required: false,
        description:
          'The robot\'s own holidays, added to the national ones: `MM-DD` for a date every year, `yyyy-MM-dd` for one date. For São Paulo: `["01-25", "07-09"]`.',
        example: ['01-25', '07-09', '2024-12-24'],
      },
    ],
    outputs: [],
    errors: [
      {
        code: 'DATE_INVALID_TIME_ZONE',
        message: 'Time zone [timeZone] is not a valid IANA time zone.',
        when: 'The value is an abbreviation or offset such as `BRT` or `GMT-3`, or is misspelled.',
        fix: 'Use a name from the IANA time zone database, such as `America/Sao_Paulo`.',
      },
      {
        code: 'DATE_INVALID_LOCALE',
        message: 'Locale [locale] is not supported.',
        when: 'The value is not a language tag, such as `pt_BR` with an underscore or `portuguese`.',
        fix: 'Use a tag with a hyphen, such as `pt-BR` or `en-US`.',
      },
      {
        code: 'DATE_INVALID_HOLIDAY',
        message: 'Holiday [value] is not a date: use MM-DD or yyyy-MM-dd.',
        when: 'A holiday is written in another format, such as `25/01`, or names a day that does not exist.',
        fix: 'Write yearly holidays as `01-25` and one-time holidays as `2024-12-24`.',
      },
    ],
  },
  {
    id: 'dateTime.formatDate',
    minClient: '4.0',
    title: 'Format date',
    summary: 'Writes a date as text in a chosen format, such as `30/04/2024` or `30 de abril de 2024`, to a variable.',
    inputs: [
      {
        key: 'date',
        label: 'Date',
        type: 'Date',
        required: true,
        description: 'The date to format.',
        example: '{{newDate}}',
      },
      {
        key: 'format',
        label: 'Format',
        type: 'Text',
        required: true,
        description:
          "The pattern: `dd` or `d` day, `MM` or `M` month, `MMM` or `MMMM` month name, `yy` or `yyyy` year, `HH` hour, `mm` minutes, `ss` seconds, `EEE` or `EEEE` weekday name; text in single quotes is kept, as in `dd 'de' MMMM 'de' yyyy`.",
        example: 'dd/MM/yyyy',
      },
      {
        key: 'locale',
        label: 'Locale',
        type: 'Text',
        required: false,
        description:
          "The language of month and weekday names. Empty uses the locale of Configure dates, else the robot's Locale setting.",
      },
      inputFormat,
    ],
    outputs: [{name: 'formattedDate', type: 'Text', description: 'The date as text in the chosen format.'}],
    errors: [
      invalidDate,
      {
        code: 'DATE_INVALID_FORMAT',
        message: 'Format [format] has an unknown token [token].',
        when: 'The pattern uses letters that are not tokens, such as `DD/MM/YYYY` (use `dd/MM/yyyy`), or text that is not in single quotes.',
        fix: 'Use the tokens listed for Format, and put literal words between single quotes.',
      },
    ],
  },
  {
    id: 'dateTime.getDateInformation',
    minClient: '4.0',
    title: 'Get date information',
    summary:
      'Returns the parts of a date and calendar facts about it, such as the weekday, the quarter and the last business day of its month.',
    inputs: [
      {
        key: 'date',
        label: 'Date',
        type: 'Date',
        required: false,
        description: 'The date to describe. Empty uses now, in the time zone of Configure dates.',
        example: '{{nfe.issueDate}}',
      },
      inputFormat,
    ],
    outputs: [
      {
        name: 'dateInfo',
        type: 'Object',
        description: 'The parts of the date and facts about it.',
        fields: [
          {key: 'day', type: 'Number', description: 'Day of the month, 1 to 31.'},
          {key: 'month', type: 'Number', description: 'Month, 1 to 12.'},
          {key: 'year', type: 'Number', description: 'Year with four digits.'},
          {key: 'hour', type: 'Number', description: 'Hour, 0 to 23.'},
          {key: 'minute', type: 'Number', description: 'Minute, 0 to 59.'},
          {key: 'weekday', type: 'Number', description: 'Day of the week, 1 (Monday) to 7 (Sunday).'},
          {key: 'weekdayName', type: 'Text', description: 'Weekday name in the locale, such as `terça-feira`.'},
          {key: 'monthName', type: 'Text', description: 'Month name in the locale, such as `abril`.'},
          {key: 'quarter', type: 'Number', description: 'Quarter of the year, 1 to 4.'},
          {key: 'weekOfYear', type: 'Number', description: 'ISO week number, 1 to 53.'},
          {key: 'dayOfYear', type: 'Number', description: 'Day of the year, 1 to 366.'},
          {key: 'daysInMonth', type: 'Number', description: 'How many days the month has.'},
          {
            key: 'isBusinessDay',
            type: 'Boolean',
            description: 'Whether the date is a business day (not a weekend day or holiday).',
          },
          {key: 'firstDayOfMonth', type: 'Date', description: 'The first day of the month.'},
          {key: 'lastDayOfMonth', type: 'Date', description: 'The last day of the month.'},
          {
            key: 'lastBusinessDayOfMonth',
            type: 'Date',
            description: 'The last business day of the month, useful for month-end closing.',
          },
        ],
      },
    ],
    errors: [invalidDate],
  },
]);
