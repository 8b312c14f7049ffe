/**
 * Pages hydrate without starting ICU, the engine behind Intl and
 * localeCompare: a page's first use of it costs 12 to 45 ms of main-thread
 * time on this machine's Chromium, four times that on Lighthouse's throttled
 * phone. It was started by three calls of the theme's:
 * - theme-common's useDateTimeFormat builds an Intl.DateTimeFormat on each
 *   render, for "Last updated on" and a blog post's date; it now calls
 *   dateFormat.ts, which writes the English dates the theme asks for by hand
 *   (the unit test checks them against Intl on every day of two years);
 * - the docs client sorts the docs plugins' base paths with localeCompare to
 *   find the one a path is under; plain string order does that as well (a
 *   path sorts after each of its prefixes);
 * - theme-common's usePluralForm builds an Intl.PluralRules for a blog
 *   post's reading time ("5 min read"); in English it now uses the theme's
 *   own English rules.
 * theme-classic imports these from theme-common's internal API, so neither a
 * wrap nor an alias reaches them: rewriteLoader.cjs edits the modules, in
 * both bundles, so the HTML and the hydrated page agree.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const beside = (module: string, file: string) => path.join(path.dirname(require.resolve(module)), file);

/** Each upstream module, and what rewriteLoader.cjs replaces in it. */
export const REWRITES = [
  {
    file: beside('@docusaurus/theme-common/internal', 'utils/IntlUtils.js'),
    prepend: `import {dateTimeFormat} from ${JSON.stringify(path.join(__dirname, 'dateFormat.ts'))};\n`,
    edits: [{from: 'return new Intl.DateTimeFormat(currentLocale, {', to: 'return dateTimeFormat(currentLocale, {'}],
  },
  {
    // Upstream's own English rules (one for 1, other for the rest) are what
    // Intl.PluralRules answers for English; the unit test checks it.
    file: beside('@docusaurus/theme-common/internal', 'utils/usePluralForm.js'),
    edits: [
      {
        from: 'return createLocalePluralForms(currentLocale);',
        to: 'return /^en(-|$)/.test(currentLocale) ? EnglishPluralForms : createLocalePluralForms(currentLocale);',
      },
    ],
  },
  {
    file: require.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js'),
    edits: [
      {
        from: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
        to: '.sort((a, b) => (a[1].path < b[1].path) - (a[1].path > b[1].path))',
      },
    ],
  },
];

export default function withoutIntl(): Plugin {
  // An upgrade that moves or changes a module fails here, at start, rather
  // than quietly starting ICU on every page again.
  for (const {file, edits} of REWRITES) {
    const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const missing = edits.filter(({from}) => source.split(from).length !== 2);
    if (missing.length) {
      throw new Error(
        `${file} no longer holds ${JSON.stringify(missing[0]!.from)} once: update src/plugins/withoutIntl.`,
      );
    }
  }
  return {
    name: 'without-intl',
    configureWebpack: () => ({
      module: {
        rules: REWRITES.map(({file, prepend, edits}) => ({
          // A RegExp, not a function: Rspack matches it without calling into JavaScript for every module.
          test: new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
          use: [{loader: path.join(__dirname, 'rewriteLoader.cjs'), options: {prepend, edits}}],
        })),
      },
    }),
  };
}
