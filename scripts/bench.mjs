#!/usr/bin/env node
// Prints the site's speed and size figures beside those of the stock
// Docusaurus classic template (as create-docusaurus makes it, same Docusaurus
// version, padded with synthetic doc pages to the same page count), built in
// the same run on the same machine. Asserts nothing: budgets are read by people
// from these numbers, never enforced by timed tests.
//   npm run bench                 cold and warm builds of both sites, then sizes
//   npm run bench -- --no-build   sizes of the existing builds only
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {loadRouteChunks} from '../src/plugins/preloadRouteChunks/routeChunks.mjs';
import {printTable} from './printTable.mjs';

const ours = {
  name: 'Tucano docs',
  dir: path.resolve(import.meta.dirname, '..'),
  docPage: 'docs/browser/open',
};
const stock = {
  name: 'Stock template',
  dir: path.join(os.tmpdir(), 'tucano-docs-bench-stock'),
  docPage: 'docs/synthetic/page-1',
};
// The pages the classic template builds before any synthetic page is added.
const STOCK_TEMPLATE_PAGES = 27;
const build = process.argv.includes('--no-build') === false;

const docusaurus = (site, ...args) =>
  execFileSync(path.join(ours.dir, 'node_modules/.bin/docusaurus'), args, {
    cwd: site.dir,
    stdio: 'ignore',
    env: {...process.env, CI: 'true'},
  });

function timeBuild(site) {
  const start = process.hrtime.bigint();
  docusaurus(site, 'build');
  return Number(process.hrtime.bigint() - start) / 1e9;
}

const gzip = (file) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (s) => `${s.toFixed(1)} s`;

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name === 'index.html') yield full;
  }
}

/** Scaffolds the stock template beside nothing of ours but node_modules, padded to `pages` pages. */
function scaffoldStock(pages) {
  fs.rmSync(stock.dir, {recursive: true, force: true});
  execFileSync(
    path.join(ours.dir, 'node_modules/.bin/create-docusaurus'),
    [path.basename(stock.dir), 'classic', path.dirname(stock.dir), '--typescript', '--skip-install'],
    {stdio: 'ignore'},
  );
  // Same installed packages, so only the sites differ.
  fs.symlinkSync(path.join(ours.dir, 'node_modules'), path.join(stock.dir, 'node_modules'), 'dir');
  const synthetic = path.join(stock.dir, 'docs/synthetic');
  fs.mkdirSync(synthetic);
  for (let i = 1; i <= pages - STOCK_TEMPLATE_PAGES; i += 1) {
    fs.writeFileSync(path.join(synthetic, `page-${i}.md`), syntheticPage(i));
  }
}

/** A page shaped like a short action page: prose, a code block, a table. */
const syntheticPage = (i) => `---
title: Synthetic page ${i}
---

# Synthetic page ${i}

A synthetic page that stands in for a documentation page of a similar shape.

## Usage

Prose that explains how to use the thing in a sentence or two, with \`inline code\` and [a link](/docs/intro).

\`\`\`js
const value = await run({step: ${i}});
console.log(value);
\`\`\`

## Inputs

| Input | Type | Required |
| --- | --- | --- |
| Selector | Text | Yes |
| Timeout | Number | No |
`;

/** Sizes of one built site: what every page loads, and what a doc page adds. */
function measure(site) {
  const out = path.join(site.dir, 'build');
  const html = fs.readFileSync(path.join(out, site.docPage, 'index.html'), 'utf8');
  // The entry: scripts and stylesheets the HTML loads (minified HTML may leave
  // attribute values unquoted). Preload hints are the route's own chunks.
  const entry = [
    ...html.matchAll(/<script[^>]+src=["']?([^"' >]+\.js)/g),
    ...html.matchAll(/<link[^>]+rel=["']?stylesheet["']?[^>]+href=["']?([^"' >]+\.css)/g),
  ].map(([, src]) => src.replace(/^\//, ''));
  const entryJs = entry.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzip(path.join(out, f)), 0);
  const entryCss = entry.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzip(path.join(out, f)), 0);
  const routeChunks = loadRouteChunks(path.join(site.dir, '.docusaurus'))(`/${site.docPage}`);
  const routeJs = routeChunks.reduce((sum, f) => sum + gzip(path.join(out, f)), 0);
  const main = fs.readdirSync(path.join(out, 'assets/js')).find((f) => /^main\.\w+\.js$/.test(f));
  const searchIndexes = fs.readdirSync(out).filter((f) => /^search-index.*\.json$/.test(f));
  return {
    pages: [...htmlFiles(out)].length,
    main: gzip(path.join(out, 'assets/js', main)),
    entryJs,
    entryCss,
    entry: entryJs + entryCss,
    routeJs,
    routeChunks: routeChunks.length,
    docPage: entryJs + entryCss + routeJs,
    searchIndex: searchIndexes.reduce((sum, f) => sum + gzip(path.join(out, f)), 0),
    preloadHints: (html.match(/rel=["']?preload["']? as=["']?script/g) ?? []).length,
  };
}

const times = {ours: {}, stock: {}};
if (build) {
  docusaurus(ours, 'clear');
  times.ours.cold = timeBuild(ours);
  times.ours.warm = timeBuild(ours);
  scaffoldStock([...htmlFiles(path.join(ours.dir, 'build'))].length);
  times.stock.cold = timeBuild(stock);
  times.stock.warm = timeBuild(stock);
} else if (!fs.existsSync(path.join(stock.dir, 'build'))) {
  console.error(`No stock build in ${stock.dir}: run \`npm run bench\` once without --no-build.`);
  process.exit(1);
}
const a = measure(ours);
const b = measure(stock);

const ratio = (x, y) => (x && y ? `${((x / y) * 100).toFixed(0)}%` : '');
const rows = [
  ['', ours.name, stock.name, 'ours / stock'],
  ['Pages (index.html)', String(a.pages), String(b.pages), ''],
];
if (build) {
  rows.push([
    'Cold build',
    seconds(times.ours.cold),
    seconds(times.stock.cold),
    ratio(times.ours.cold, times.stock.cold),
  ]);
  rows.push([
    'Warm build (caches kept)',
    seconds(times.ours.warm),
    seconds(times.stock.warm),
    ratio(times.ours.warm, times.stock.warm),
  ]);
}
rows.push(
  ['main.js (gzip)', kb(a.main), kb(b.main), ratio(a.main, b.main)],
  ['Every page loads: JS (gzip)', kb(a.entryJs), kb(b.entryJs), ratio(a.entryJs, b.entryJs)],
  ['Every page loads: CSS (gzip)', kb(a.entryCss), kb(b.entryCss), ratio(a.entryCss, b.entryCss)],
  ['Every page loads: JS + CSS', kb(a.entry), kb(b.entry), ratio(a.entry, b.entry)],
  [
    'A doc page adds: its route chunks',
    `${kb(a.routeJs)} in ${a.routeChunks}`,
    `${kb(b.routeJs)} in ${b.routeChunks}`,
    ratio(a.routeJs, b.routeJs),
  ],
  ['A doc page before it hydrates', kb(a.docPage), kb(b.docPage), ratio(a.docPage, b.docPage)],
  ['Route chunks named in its HTML', String(a.preloadHints), String(b.preloadHints), ''],
  ['Search index (gzip, on first search)', kb(a.searchIndex), b.searchIndex ? kb(b.searchIndex) : 'no search', ''],
);
console.log(`Doc pages measured: /${ours.docPage} and /${stock.docPage}`);
printTable(rows);
if (a.pages !== b.pages)
  console.log(
    `Page counts differ: update STOCK_TEMPLATE_PAGES in ${path.relative(process.cwd(), import.meta.filename)}.`,
  );

// Our kinds of page, each with the route chunks its HTML preloads.
const routeChunksOf = loadRouteChunks(path.join(ours.dir, '.docusaurus'));
console.log(`\n${ours.name}, before hydration (gzip): every page's JS + CSS, plus the page's route chunks`);
for (const route of ['', 'docs/browser/open', 'api/actions/browser', 'tutorials/variables', 'blog']) {
  const chunks = routeChunksOf(`/${route}`).reduce((sum, f) => sum + gzip(path.join(ours.dir, 'build', f)), 0);
  console.log(`  /${route.padEnd(22)} ${kb(a.entry)} + ${kb(chunks)} = ${kb(a.entry + chunks)}`);
}
