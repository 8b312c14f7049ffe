/**
 * Infima, the CSS framework of Docusaurus's classic theme, is trimmed at build
 * time to the classes and custom properties the site can use. The site's one
 * stylesheet is render-blocking on every page, and whole parts of Infima are
 * never used here (pills, button groups, cards, avatar sizes, most spacing
 * utilities): trimmed, the stylesheet goes from 15.8 to about 13.3 KB as served
 * with brotli, 17.7 to 15.3 KB with gzip, the same on every page.
 *
 * PurgeCSS (a well-kept library for exactly this) keeps a rule when any file
 * that can render it names its class: the theme's and Docusaurus's client
 * code, our src, the pages (a writer may write `className="margin--md"`),
 * and every other stylesheet. Kept too, whatever they name:
 * - element rules (blockquote, table, kbd): Markdown writes those elements
 *   without naming them anywhere;
 * - custom properties (`--ifm-*`) that any of those files or any kept rule
 *   reads; only the ones nothing reads go.
 * Only Infima's own file is trimmed. The byte budgets (scripts/budgets.mjs)
 * count the stylesheet in every page's first load.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {AcceptedPlugin, Root} from 'postcss';
import {PurgeCSS} from 'purgecss';

const INFIMA_FILE = /[\\/]infima[\\/]dist[\\/]css[\\/]/;
const TOKEN = /[A-Za-z0-9_-]+/g;

/** Every file that can render an Infima class or read an Infima property, as globs. */
export function contentGlobs(siteDir: string): string[] {
  // Each package's entry is lib/index.js; its client code and stylesheets are under lib.
  const docusaurus = ['theme-classic', 'theme-common', 'plugin-content-docs', 'plugin-content-blog'].map(
    (name) => `${path.dirname(require.resolve(`@docusaurus/${name}`))}/**/*.{js,css}`,
  );
  const site = ['src/**/*.{ts,tsx,js,mjs,cjs,css}', '{docs,api,blog}/**/*.{md,mdx}', 'docusaurus.config.ts'].map(
    (glob) => path.join(siteDir, glob),
  );
  return [...docusaurus, ...site];
}

/** The element names Infima styles, which Markdown renders without naming them. */
function elementNames(root: Root): string[] {
  const names = new Set<string>();
  root.walkRules((rule) => {
    for (const [, name] of rule.selector.matchAll(/(?:^|[\s>+~,(])([a-z][a-z0-9]*)(?![\w-])/g)) names.add(name!);
  });
  return [...names];
}

/** Infima's CSS with only what `content` can use. */
export async function trimInfimaCss(css: string, content: string[], elements: string[]): Promise<string> {
  // Pass 1: rules by their selectors; the custom properties the content reads are noted.
  const readProperties = new Set<string>();
  const [byRules] = await new PurgeCSS().purge({
    content: [...content, {raw: elements.join(' '), extension: 'html'}],
    css: [{raw: css}],
    defaultExtractor: (text) => {
      const tokens = text.match(TOKEN) ?? [];
      for (const token of tokens) if (token.startsWith('--')) readProperties.add(token);
      return tokens;
    },
  });
  // Pass 2: custom properties, every rule kept. Only those nothing reads go: a
  // property read by any var() left in Infima stays. PurgeCSS's own tracking
  // is not enough: inside the cascade layer Docusaurus wraps Infima in, it
  // dropped the colour a note admonition's background reads.
  for (const [, name] of byRules!.css.matchAll(/var\(\s*(--[\w-]+)/g)) readProperties.add(name!);
  const [byProperties] = await new PurgeCSS().purge({
    content: [],
    css: [{raw: byRules!.css}],
    variables: true,
    safelist: {standard: [/./], variables: [...readProperties]},
  });
  return byProperties!.css;
}

export default function trimInfima(context: {siteDir: string}): Plugin {
  const content = contentGlobs(context.siteDir);
  const trim: AcceptedPlugin = {
    postcssPlugin: 'trim-infima',
    async Once(root, {parse}) {
      if (!INFIMA_FILE.test(root.source?.input.file ?? '')) return;
      const trimmed = await trimInfimaCss(root.toString(), content, elementNames(root));
      root.removeAll();
      root.append(parse(trimmed).nodes);
    },
  };
  return {
    name: 'trim-infima',
    configurePostCss(options) {
      return {...options, plugins: [...(options.plugins as AcceptedPlugin[]), trim]};
    },
  };
}
