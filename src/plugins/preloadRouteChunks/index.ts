/**
 * Adds `<link rel="preload" as="script">` hints for each page's own route
 * chunks to its HTML, so the browser fetches them alongside main.js instead of
 * discovering them after main.js has run. See routeChunks.mjs for why the HTML
 * Docusaurus writes lacks them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadRouteChunks} from './routeChunks.mjs';

/** Where the static site generator wrote a route's HTML (trailingSlash left undefined). */
export function htmlFileOf(outDir: string, pathname: string): string {
  const relative = pathname.replace(/^\//, '');
  return path.join(outDir, /\.html?$/i.test(relative) ? relative : path.join(relative, 'index.html'));
}

export function addPreloadHints(html: string, hrefs: string[]): string {
  if (hrefs.length === 0) return html;
  // Low priority, like the entry's deferred scripts: at high priority they
  // compete with the render-blocking stylesheet and delay the first paint.
  const links = hrefs.map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${href}">`).join('');
  // At the end of the head: the stylesheet and the entry scripts come first.
  return html.replace('</head>', `${links}</head>`);
}

export default function preloadRouteChunks(context: LoadContext): Plugin {
  return {
    name: 'preload-route-chunks',
    async postBuild({outDir, routesPaths}) {
      const routeChunkFiles = loadRouteChunks(context.generatedFilesDir);
      await Promise.all(
        routesPaths.map(async (pathname) => {
          const file = htmlFileOf(outDir, pathname);
          const html = await fs.readFile(file, 'utf8');
          const hrefs = routeChunkFiles(pathname).map((chunk) => context.baseUrl + chunk);
          await fs.writeFile(file, addPreloadHints(html, hrefs));
        }),
      );
    },
  };
}
