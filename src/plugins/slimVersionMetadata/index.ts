/**
 * Trims the docs version metadata before it is bundled (see loader.cjs for
 * what is dropped and why it is safe): every docs and API page loads it before
 * it hydrates.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** `.docusaurus/docusaurus-plugin-content-docs/<instance>/p/<route>.json`: the route props of a docs instance. */
export const DOCS_ROUTE_PROPS = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function slimVersionMetadata(): Plugin {
  return {
    name: 'slim-version-metadata',
    configureWebpack: () => ({
      module: {rules: [{test: DOCS_ROUTE_PROPS, use: [path.join(__dirname, 'loader.cjs')]}]},
    }),
  };
}
