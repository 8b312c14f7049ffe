/**
 * Trims what every page loads before it hydrates:
 * - the docs version metadata and the docs plugins' global data
 *   (versionMetadata.cjs and globalData.cjs say what is dropped and why it
 *   is safe), in both bundles so the HTML and the hydrated page agree;
 * - in the browser bundle only: `tslib`, which Docusaurus's CommonJS client
 *   code requires whole, becomes the one helper it calls (tslib.mjs); the
 *   route chunk registry loses the module paths only the server reads
 *   (registry.cjs).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loaderCacheDependencies} from '../loaderCache';

const loader = (name: string) => path.join(__dirname, name);

/** `.docusaurus/docusaurus-plugin-content-docs/<instance>/p/<route>.json`: the route props of a docs instance. */
export const DOCS_ROUTE_PROPS = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** `.docusaurus/globalData.json`: every plugin's global data. */
export const GLOBAL_DATA = /[\\/]\.docusaurus[\\/]globalData\.json$/;

/** `.docusaurus/registry.js`: every route chunk's loader. */
export const ROUTE_REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;

export default function slimClientBundle(): Plugin {
  return {
    name: 'slim-client-bundle',
    configureWebpack: (config, isServer) => ({
      module: {
        rules: [
          {test: DOCS_ROUTE_PROPS, use: [loader('versionMetadata.cjs')]},
          {test: GLOBAL_DATA, use: [loader('globalData.cjs')]},
          ...(isServer ? [] : [{test: ROUTE_REGISTRY, use: [loader('registry.cjs')]}]),
        ],
      },
      ...(isServer ? {} : {resolve: {alias: {tslib$: loader('tslib.mjs')}}}),
      ...loaderCacheDependencies(config, ['versionMetadata.cjs', 'globalData.cjs', 'registry.cjs'].map(loader)),
    }),
  };
}
