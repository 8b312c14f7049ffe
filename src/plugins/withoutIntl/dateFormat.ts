/**
 * The theme's English dates, written without Intl (index.ts says why): what
 * `new Intl.DateTimeFormat(locale, options)` writes for the formats the theme
 * asks for in English (day, month short or long, year or none, in UTC:
 * "Nov 27, 2026", "November 10, 2026", "November 10"). theme-common's
 * useDateTimeFormat calls dateTimeFormat; any other locale, calendar or
 * format still goes to Intl.
 */
const MONTHS = 'January February March April May June July August September October November December'.split(' ');

export interface DateFormat {
  format(date: Date | number): string;
}

/** The English formatter for `options`, or null when Intl must write it. */
export function englishDateFormat(locale: string, options: Intl.DateTimeFormatOptions): DateFormat | null {
  const {day, month, year, timeZone, calendar = 'gregory', ...others} = options;
  const handled =
    /^en(-US)?$/.test(locale) &&
    calendar === 'gregory' &&
    timeZone === 'UTC' &&
    day === 'numeric' &&
    (month === 'short' || month === 'long') &&
    // The year is written in full, or left out ("November 10").
    (year === 'numeric' || year === undefined) &&
    !Object.keys(others).length;
  if (!handled) return null;
  return {
    format(date) {
      const at = new Date(date);
      const name = MONTHS[at.getUTCMonth()]!;
      const monthDay = `${month === 'short' ? name.slice(0, 3) : name} ${at.getUTCDate()}`;
      return year ? `${monthDay}, ${at.getUTCFullYear()}` : monthDay;
    },
  };
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): DateFormat =>
  englishDateFormat(locale, options) ?? new Intl.DateTimeFormat(locale, options);
