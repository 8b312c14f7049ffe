/**
 * Code blocks are highlighted at build time (remark.ts, registered for the
 * docs, API, blog and pages content in docusaurus.config.ts), so no page
 * ships Prism or spends main-thread time tokenising: the action page's
 * profile was Prism registering its grammars and re-tokenising every block on
 * hydration. This plugin does the rest:
 * - writes the colours of both Prism themes (themeConfig.prism) as one
 *   stylesheet, `@generated/highlight-code/default/prism-theme.css`, which
 *   CodeBlock's Content imports;
 * - swaps theme-classic's client module that registers Prism's extra
 *   languages on every page for an empty one (noPrismLanguages.ts;
 *   languages.ts registers them where highlighting runs).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {themeCss} from './theme';

// client-modules.js requires it by this absolute path, without extension.
// require.resolve throws at config load if an upgrade moves the file, so the
// build fails here rather than quietly shipping Prism on every page again.
export const upstreamPrismClientModule = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
  .replace(/\.js$/, '');

export default function highlightCode(context: {siteConfig: {themeConfig: Record<string, unknown>}}): Plugin {
  const prism = context.siteConfig.themeConfig.prism as {theme: PrismTheme; darkTheme: PrismTheme};
  return {
    name: 'highlight-code',
    async contentLoaded({actions}) {
      await actions.createData('prism-theme.css', themeCss(prism.theme, prism.darkTheme));
    },
    configureWebpack() {
      return {resolve: {alias: {[upstreamPrismClientModule]: path.join(__dirname, 'noPrismLanguages.ts')}}};
    },
  };
}
