#!/usr/bin/env node
// Builds the site search index with Pagefind after `docusaurus build`: every
// page worth finding is added from its built HTML, as src/search/indexedPages.ts
// prepares it (article body only, kind filter, section, keywords, older
// versions weighted down, Troubleshooting's entries as results of their own,
// the messages action pages answer),
// and the index is written to build/pagefind/ in small pieces that the search
// box fetches on demand.
// Usage: node scripts/index-search.mjs [BUILD_DIR]
import fs from 'node:fs/promises';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {decode} from 'cborg';
import loadTypeScript from '../src/typescript.cjs';
import * as pagefind from 'pagefind';

const build = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'build'));
// The catalogue's TypeScript, loaded as the config loads it.
const load = loadTypeScript(import.meta.filename);
const {describeRoute, messageEntriesOf, recordsToIndex, vocabularyOf} = load('../src/search/indexedPages.ts');
const {pieceRangesOf} = load('../src/search/indexPieces.ts');

/** Every built page, as its route: build/docs/browser/open/index.html is /docs/browser/open. */
async function builtRoutes() {
  const files = await fs.readdir(build, {recursive: true});
  return files
    .filter((file) => file.endsWith('index.html') && !file.startsWith('pagefind'))
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/'));
}

// Pagefind splits its word index into pieces of about 20,000 word positions
// (~33 KB); a query fetches the pieces holding its words. Smaller pieces keep
// a query's download small on a site of long reference pages.
process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE ??= '2000';

const started = performance.now();
const {index, errors} = await pagefind.createIndex({forceLanguage: 'en', excludeSelectors: ['pre']});
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
let pages = 0;
const vocabulary = new Map();
/** Each error message with a placeholder, and the action page entries that answer it (src/search/engine.ts). */
const messages = {};
// Pages are sent without waiting for each answer, so Pagefind indexes one while the next is read and prepared.
const adding = [];
for (const route of await builtRoutes()) {
  const page = describeRoute(route);
  if (!page) continue;
  const html = await fs.readFile(path.join(build, route, 'index.html'), 'utf8');
  // The client-redirect pages of old spellings hold no content of their own.
  if (/<meta http-equiv="?refresh/i.test(html)) continue;
  const records = recordsToIndex(route, html, page);
  if (!records) throw new Error(`${route}: no article body found to index; did a theme change rename it?`);
  for (const {url, content} of records) {
    adding.push(
      index.addHTMLFile({url, content}).then((added) => {
        if (added.errors.length) throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
      }),
    );
    for (const word of vocabularyOf(content)) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
  }
  for (const [message, url] of messageEntriesOf(route, html)) (messages[message] ??= []).push(url);
  pages += 1;
}
await Promise.all(adding);
// The words misspellings are corrected to, most frequent first (src/search/engine.ts).
const words = [...vocabulary].sort(([, a], [, b]) => b - a).map(([word]) => word);
// An index written before (this script run again on the same build) would leave its fragments
// behind, and pages.json below lists every fragment it finds.
await fs.rm(path.join(build, 'pagefind'), {recursive: true, force: true});
await fs.mkdir(path.join(build, 'pagefind'), {recursive: true});
await fs.writeFile(path.join(build, 'pagefind', 'vocabulary.txt'), words.join('\n'));
const written = await index.writeFiles({outputPath: path.join(build, 'pagefind')});
if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
await pagefind.close();

// What the results list shows of each page, by Pagefind's result id (its
// fragment's name): results show while a reader types without fetching one
// fragment per result; fragments (excerpts, anchors) load once typing settles.
const fragments = path.join(build, 'pagefind', 'fragment');
const shown = {};
for (const file of await fs.readdir(fragments)) {
  const fragment = JSON.parse(
    gunzipSync(await fs.readFile(path.join(fragments, file)))
      .subarray(12)
      .toString(),
  );
  const {title, section, version} = fragment.meta;
  shown[file.replace(/\.pf_fragment$/, '')] = version
    ? [fragment.url, title, section, version]
    : [fragment.url, title, section];
}
await fs.writeFile(path.join(build, 'pagefind', 'pages.json'), JSON.stringify(shown));
await fs.writeFile(path.join(build, 'pagefind', 'messages.json'), JSON.stringify(messages));

// The alphabetical range of each piece of the word index, so that a query loads every piece
// its words can match, whatever was searched before (src/search/indexPieces.ts). Pagefind
// keeps them in its metadata: gzip, a 12-byte signature, then CBOR
// [version, pages, [[from, to, file], …], filters, sorts].
const metaFile = (await fs.readdir(path.join(build, 'pagefind'))).find((file) => file.endsWith('.pf_meta'));
const meta = gunzipSync(await fs.readFile(path.join(build, 'pagefind', metaFile)));
if (meta.subarray(0, 12).toString() !== 'pagefind_dcd')
  throw new Error(`${metaFile}: not Pagefind metadata as version 1.6 writes it`);
const [, , chunks] = decode(meta.subarray(12));
await fs.writeFile(path.join(build, 'pagefind', 'pieces.json'), JSON.stringify(pieceRangesOf(chunks)));
// Pagefind also writes its ready-made UIs, a web worker and a WebAssembly build
// for pages without a language; the site uses its own UI, on the main thread, in English.
for (const unused of await fs.readdir(path.join(build, 'pagefind'))) {
  if (/^pagefind-.*\.(js|css)$|^wasm\.unknown\./.test(unused)) await fs.rm(path.join(build, 'pagefind', unused));
}
console.log(
  `[search] Indexed ${pages} pages and ${words.length} correctable words with Pagefind in ${((performance.now() - started) / 1000).toFixed(2)} s.`,
);
