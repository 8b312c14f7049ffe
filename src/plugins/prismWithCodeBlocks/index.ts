/**
 * Keeps Prism (prism-react-renderer and its grammars, about 30 KB gzip) out of
 * the JS every page loads. theme-classic registers the extra Prism languages
 * from a client module, which pulls Prism into main.js even on pages without
 * code. This plugin swaps that client module for an empty one, and the
 * `@theme/CodeBlock` wrap registers the languages instead, so Prism ships in
 * the chunks of pages that show code.
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
