/**
 * The JS chunks a route needs before it can hydrate, besides the entry
 * (runtime and main). Docusaurus's client loads them before hydrating
 * (`clientEntry` awaits `preload(pathname)`), but its HTML names only the
 * entry: its SSR lookup keys route modules by file path while the client
 * manifest keys them by chunk name, so nothing matches. Without help, the
 * browser discovers a page's own chunks only once main.js has run.
 *
 * Plain JavaScript so that `scripts/bench.mjs` can use it too. It reads the
 * generated files of the last build:
 *  - routes.js: the route tree, whose components are keyed `${path}-${hash}`;
 *  - routesChunkNames.json: route key → the chunk names of its modules;
 *  - client-manifest.json: chunk name → the chunks of its group → files.
 */
import fs from 'node:fs';
import path from 'node:path';
import {matchRoutes} from 'react-router-config';

/**
 * @param {string} generatedFilesDir the site's `.docusaurus` folder, after a build
 * @returns {(pathname: string) => string[]} files relative to the output folder,
 *   in load order, without the entry's
 */
export function loadRouteChunks(generatedFilesDir) {
  const read = (file) => fs.readFileSync(path.join(generatedFilesDir, file), 'utf8');
  const routes = evaluateRoutes(read('routes.js'));
  const chunkNamesByRoute = JSON.parse(read('routesChunkNames.json'));
  const manifest = JSON.parse(read('client-manifest.json'));
  const scriptsOf = (chunkNames) =>
    chunkNames
      .flatMap((name) => manifest.origins[name] ?? [])
      .flatMap((id) => manifest.assets[id]?.js ?? [])
      .map((asset) => asset.file);
  const entry = new Set(scriptsOf(manifest.entrypoints));

  return (pathname) => {
    // The same matching as the client's preload: every level of nested routes.
    const chunkNames = matchRoutes(routes, pathname).flatMap(({route}) =>
      stringLeaves(chunkNamesByRoute[route.component]),
    );
    return [...new Set(scriptsOf(chunkNames))].filter((file) => !entry.has(file));
  };
}

/** routes.js is generated ES code: evaluate it with components replaced by their route keys. */
function evaluateRoutes(code) {
  const body = code.replace(/^import .*$/gm, '').replace('export default', 'return');
  // Our own build's generated file, not outside input.
  return new Function('ComponentCreator', body)((routePath, hash) => `${routePath}-${hash}`);
}

function stringLeaves(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringLeaves);
  return [];
}
