/**
 * Keeps Prism (prism-react-renderer and its grammars, about 36 KB gzip) out of
 * main.js. theme-classic registers the extra Prism languages from a client
 * module, which pulls Prism into main.js on every page. This plugin swaps that
 * client module for an empty one, and the `@theme/CodeBlock` wrap registers
 * the languages instead, so Prism ships in CodeBlock's chunk: a route chunk of
 * every MDX page (MDXComponents renders `pre` with CodeBlock), preloaded from
 * the HTML and evaluated in its own task rather than inside main.js's, and not
 * loaded at all by pages without MDX (search, 404, blog archive).
 *
 * Loading it only where a code block renders (61 of 278 pages) would need a
 * lazy CodeBlock; React 19.2's server renderer streams such Suspense
 * boundaries with inline scripts, which the Content-Security-Policy blocks.
 */
import type {Plugin} from '@docusaurus/types';

// client-modules.js requires it by this absolute path, without extension.
// require.resolve throws at config load if an upgrade moves the file, so the
// build fails here rather than quietly shipping Prism on every page again.
export const upstreamPrismClientModule = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
  .replace(/\.js$/, '');

export default function prismWithCodeBlocks(): Plugin {
  return {
    name: 'prism-with-code-blocks',
    configureWebpack() {
      return {resolve: {alias: {[upstreamPrismClientModule]: false}}};
    },
  };
}
