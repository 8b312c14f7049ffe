/**
 * @jest-environment node
 */
// Pages hydrate without starting ICU (src/plugins/withoutIntl): the theme's
// English dates are written by hand and must read exactly as Intl writes
// them, on every day; English plurals follow the theme's own English rules,
// which must be Intl's; the docs client finds a path's docs plugin without
// localeCompare; and an upgrade that changes an upstream module fails.
import fs from 'node:fs';
import {dateTimeFormat, englishDateFormat} from '@site/src/plugins/withoutIntl/dateFormat';
import withoutIntl, {REWRITES} from '@site/src/plugins/withoutIntl';

type Edits = {edits: {from: string; to: string}[]; prepend?: string};
const rewrite: (
  this: {getOptions(): Edits; resourcePath: string},
  source: string,
) => string = require('@site/src/plugins/withoutIntl/rewriteLoader.cjs');
const rewritten = (file: string, options: Edits) =>
  rewrite.call({getOptions: () => options, resourcePath: file}, fs.readFileSync(file, 'utf8'));

// The option sets theme-classic passes: LastUpdated, a blog post's header, the blog archive.
const THEME_FORMATS: Intl.DateTimeFormatOptions[] = [
  {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'long', timeZone: 'UTC'},
];

const DAY = 24 * 60 * 60 * 1000;
// A leap year and this one, each day at its first and its last millisecond (UTC).
const dates = [Date.UTC(2024, 0, 1), Date.UTC(2026, 0, 1)].flatMap((start) =>
  Array.from({length: 366}, (_, day) => [start + day * DAY, start + day * DAY + DAY - 1]).flat(),
);

describe.each(THEME_FORMATS)('%j', (options) => {
  it.each(['en', 'en-US'])('writes %s dates as Intl does', (locale) => {
    const ours = englishDateFormat(locale, {calendar: undefined, ...options});
    const intl = new Intl.DateTimeFormat(locale, options);
    expect(ours).not.toBeNull();
    const differing = dates.filter((date) => ours!.format(new Date(date)) !== intl.format(new Date(date)));
    expect(differing.map((date) => new Date(date).toISOString())).toEqual([]);
  });
});

it('leaves other locales, calendars, time zones and fields to Intl', () => {
  const lastUpdated = THEME_FORMATS[0]!;
  expect(englishDateFormat('pt-BR', lastUpdated)).toBeNull();
  expect(englishDateFormat('en-GB', lastUpdated)).toBeNull();
  expect(englishDateFormat('en', {...lastUpdated, calendar: 'buddhist'})).toBeNull();
  expect(englishDateFormat('en', {...lastUpdated, calendar: 'gregory'})).not.toBeNull();
  expect(englishDateFormat('en', {...lastUpdated, timeZone: undefined})).toBeNull();
  expect(englishDateFormat('en', {...lastUpdated, weekday: 'long'})).toBeNull();
  expect(englishDateFormat('en', {...lastUpdated, month: '2-digit'})).toBeNull();
  expect(englishDateFormat('en', {...lastUpdated, year: '2-digit'})).toBeNull();
  const constructed = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    expect(dateTimeFormat('en', lastUpdated).format(Date.UTC(2026, 8, 5))).toBe('Sep 5, 2026');
    expect(constructed).not.toHaveBeenCalled();
    expect(dateTimeFormat('pt-BR', lastUpdated).format(Date.UTC(2026, 8, 5))).toBe('5 de set. de 2026');
    expect(constructed).toHaveBeenCalledWith('pt-BR', lastUpdated);
  } finally {
    constructed.mockRestore();
  }
});

const rewriteOf = (name: string) => REWRITES.find(({file}) => file.endsWith(name))!;

it('rewrites the three upstream modules', () => {
  const intlUtils = rewriteOf('IntlUtils.js');
  const dates = rewritten(intlUtils.file, intlUtils);
  expect(dates).toMatch(/^import \{dateTimeFormat\} from ".*withoutIntl[\\/]dateFormat\.ts";\n/);
  expect(dates).toContain('return dateTimeFormat(currentLocale, {');
  expect(dates).not.toContain('new Intl.');
  const plurals = rewritten(rewriteOf('usePluralForm.js').file, rewriteOf('usePluralForm.js'));
  expect(plurals).toContain('? EnglishPluralForms : createLocalePluralForms(currentLocale)');
  const docsClient = rewriteOf('docsClientUtils.js');
  expect(rewritten(docsClient.file, docsClient)).not.toContain('localeCompare');
});

it("chooses English plurals as Intl.PluralRules does, the rules the theme's English fallback writes", () => {
  const {to} = rewriteOf('usePluralForm.js').edits[0]!;
  const isEnglish = new RegExp(/\/(.+)\/\.test\(currentLocale\)/.exec(to)![1]!);
  expect(['en', 'en-US', 'en-GB'].filter((locale) => isEnglish.test(locale))).toEqual(['en', 'en-US', 'en-GB']);
  expect(['pt-BR', 'eng', 'fr'].some((locale) => isEnglish.test(locale))).toBe(false);
  for (const locale of ['en', 'en-US', 'en-GB']) {
    const rules = new Intl.PluralRules(locale);
    expect(rules.resolvedOptions().pluralCategories.sort()).toEqual(['one', 'other']);
    // Reading times and counts are whole numbers.
    const differing = Array.from({length: 2001}, (_, n) => n).filter(
      (n) => rules.select(n) !== (n === 1 ? 'one' : 'other'),
    );
    expect(differing).toEqual([]);
  }
  // The fallback the rewrite returns is upstream's, and says so.
  expect(fs.readFileSync(rewriteOf('usePluralForm.js').file, 'utf8')).toContain(
    "select: (count) => (count === 1 ? 'one' : 'other'),",
  );
});

it('finds the docs plugin a path is under as localeCompare did: the longest base path first', () => {
  const {to} = rewriteOf('docsClientUtils.js').edits[0]!;
  const sortByPath = new Function('entries', `return entries${to}`) as (e: [string, {path: string}][]) => unknown;
  const plugins: [string, {path: string}][] = [
    ['default', {path: '/'}],
    ['api', {path: '/api'}],
    ['community', {path: '/api-guides'}],
  ];
  const byLocale = [...plugins].sort((a, b) => b[1].path.localeCompare(a[1].path));
  expect(sortByPath([...plugins])).toEqual(byLocale);
  expect(sortByPath([...plugins].reverse())).toEqual(byLocale);
});

it('applies each rewrite to its module only, and fails at start if an upgrade changed one', () => {
  const {module} = withoutIntl().configureWebpack!({} as never, false, {} as never, {} as never) as {
    module: {rules: {test: RegExp}[]};
  };
  expect(module.rules.map((rule) => REWRITES.filter(({file}) => rule.test.test(file)).length)).toEqual([1, 1, 1]);
  expect(module.rules.some((rule) => rule.test.test(REWRITES[0]!.file.replace('IntlUtils', 'Other')))).toBe(false);
  const docsClient = rewriteOf('docsClientUtils.js').edits[0]!;
  const saved = docsClient.from;
  docsClient.from = 'localeCompare(a[1].path, "changed")';
  try {
    expect(() => withoutIntl()).toThrow(
      /docsClientUtils\.js no longer holds .* once: update src\/plugins\/withoutIntl/,
    );
  } finally {
    docsClient.from = saved;
  }
});
