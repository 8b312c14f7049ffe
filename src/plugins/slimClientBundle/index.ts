/**
 * Trims what every page loads before it hydrates:
 * - the navbar item types the config does not use (navbarItemTypes.ts), in
 *   both bundles;
 * - the docs version metadata, the docs plugins' global data and the list
 *   of plugins in the site metadata (versionMetadata.cjs, globalData.cjs and
 *   siteMetadata.cjs say what is dropped and why it is safe), in both
 *   bundles so the HTML and the hydrated page agree;
 * - in the browser bundle only: `tslib`, which Docusaurus's CommonJS client
 *   code requires whole, becomes the one helper it calls (tslib.mjs); the
 *   route chunk registry loses the module paths only the server reads
 *   (registry.cjs).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docIdsNamed, unusedItemModules} from './navbarItemTypes';

const loader = (name: string) => path.join(__dirname, name);

/** `.docusaurus/docusaurus-plugin-content-docs/<instance>/p/<route>.json`: the route props of a docs instance. */
export const DOCS_ROUTE_PROPS = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** `.docusaurus/globalData.json`: every plugin's global data. */
export const GLOBAL_DATA = /[\\/]\.docusaurus[\\/]globalData\.json$/;

/** `.docusaurus/site-metadata.json`: the versions of Docusaurus, the site and every plugin. */
export const SITE_METADATA = /[\\/]\.docusaurus[\\/]site-metadata\.json$/;

/** `.docusaurus/registry.js`: every route chunk's loader. */
export const ROUTE_REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;

export default function slimClientBundle({siteConfig}: LoadContext): Plugin {
  const navbarItems = (siteConfig.themeConfig as {navbar?: {items?: []}}).navbar?.items;
  const unusedItemTypes = Object.fromEntries(
    unusedItemModules(navbarItems).map((module) => [module, loader('unusedNavbarItem.ts')]),
  );
  return {
    name: 'slim-client-bundle',
    configureWebpack: (config, isServer) => ({
      module: {
        rules: [
          {test: DOCS_ROUTE_PROPS, use: [loader('versionMetadata.cjs')]},
          {
            test: GLOBAL_DATA,
            use: [{loader: loader('globalData.cjs'), options: {docIdsNamed: docIdsNamed(navbarItems)}}],
          },
          {test: SITE_METADATA, use: [loader('siteMetadata.cjs')]},
          ...(isServer ? [] : [{test: ROUTE_REGISTRY, use: [loader('registry.cjs')]}]),
        ],
      },
      resolve: {alias: {...unusedItemTypes, ...(isServer ? {} : {tslib$: loader('tslib.mjs')})}},
    }),
  };
}
