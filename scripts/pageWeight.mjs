/**
 * What a page costs the reader before it hydrates, read from the build, so
 * the figure is the same on every machine: the JS and CSS its HTML names
 * (entry scripts, stylesheets, preload hints) and the route chunks Docusaurus
 * loads before hydrating (the same list src/plugins/preloadRouteChunks names
 * in our HTML; the stock template's HTML names none), each as nginx serves
 * it to browsers that accept brotli (scripts/precompress.mjs). Prefetch hints load later,
 * when idle, and are not counted. Used by scripts/budgets.mjs (CI) and
 * scripts/bench.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {loadRouteChunks} from '../src/plugins/preloadRouteChunks/routeChunks.mjs';
import {brotliOptions} from './compression.mjs';

/** The six kinds of page readers open, with the stock template's nearest page for each. */
export const PAGE_KINDS = {
  Home: {ours: '/', stock: '/'},
  'All actions': {ours: '/docs/', stock: '/docs/intro'},
  Action: {ours: '/docs/browser/open', stock: '/docs/synthetic/page-1'},
  API: {ours: '/api/actions/browser', stock: '/docs/tutorial-basics/markdown-features'},
  Tutorial: {ours: '/tutorials/variables', stock: '/docs/tutorial-basics/create-a-page'},
  'Blog post': {ours: '/blog/2026/11/10/tucano-client-4-2', stock: '/blog/long-blog-post'},
};

export const htmlOf = (buildDir, route) => path.join(buildDir, route.replace(/^\/|\/$/g, ''), 'index.html');

/** Size as served by nginx: the brotli twin scripts/precompress.mjs writes, or what it would write. */
export function servedSize(file) {
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(file), brotliOptions(file)).length;
}

/** The JS and CSS files a page's HTML has the browser load at once, relative to the build folder. */
export function firstLoadFiles(html) {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = tags.flatMap((tag) => {
    const url = /\b(?:src|href)=["']?([^"' >]+)/.exec(tag)?.[1];
    if (!url || !url.startsWith('/') || url.startsWith('//')) return [];
    const rel = /\brel=["']?([\w-]+)/.exec(tag)?.[1];
    const isScript = tag.startsWith('<script') || (rel === 'preload' && /\bas=["']?script/.test(tag));
    const isStyle = rel === 'stylesheet';
    return (isScript && url.endsWith('.js')) || (isStyle && url.endsWith('.css')) ? [url.slice(1)] : [];
  });
  return [...new Set(files)];
}

/**
 * @param {string} siteDir a built site: its `build` and `.docusaurus` folders
 * @returns {(route: string) => {js: number, css: number, total: number}} bytes as served
 */
export function firstLoadOf(siteDir) {
  const buildDir = path.join(siteDir, 'build');
  const routeChunks = loadRouteChunks(path.join(siteDir, '.docusaurus'));
  return (route) => firstLoad(buildDir, route, routeChunks(route));
}

function firstLoad(buildDir, route, routeChunks) {
  const named = firstLoadFiles(fs.readFileSync(htmlOf(buildDir, route), 'utf8'));
  const files = [...new Set([...named, ...routeChunks])];
  const size = (ext) =>
    files.filter((file) => file.endsWith(ext)).reduce((sum, file) => sum + servedSize(path.join(buildDir, file)), 0);
  const js = size('.js');
  const css = size('.css');
  return {js, css, total: js + css};
}

/** Every route of a build (folders with an index.html). */
export function* builtRoutes(buildDir, dir = buildDir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* builtRoutes(buildDir, full);
    else if (entry.name === 'index.html') yield `/${path.relative(buildDir, dir)}`;
  }
}
