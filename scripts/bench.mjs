#!/usr/bin/env node
// Prints the site's speed and size figures beside those of the stock
// Docusaurus classic template (as create-docusaurus makes it, same Docusaurus
// version, padded with synthetic doc pages to the same page count), built in
// the same run on the same machine. A second copy of the template, whose
// synthetic pages also add up to as much Markdown as ours, shows how build
// time follows the amount of content rather than the page count; a copy of
// ours with the template's synthetic text in each page shows the other side,
// what our theme and plugins cost with the template's amount of text. A
// build of ours that reads each page's compiled MDX back instead of compiling
// it shows what is left of our build time once compiling costs nothing.
// Asserts nothing: budgets are read by people from these numbers, never
// enforced by timed tests.
//   npm run bench                 cold and warm builds of both sites, then sizes
//   npm run bench -- --no-build   sizes of the existing builds only
//   --runs N (Lighthouse runs per page, 3 by default), --no-lighthouse,
//   --build-runs N (cold builds of each site, 1 by default; the median is printed)
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {loadRouteChunks} from '../src/plugins/preloadRouteChunks/routeChunks.mjs';
import {lighthouseMedians, serveBuild, STOCK_DIR} from './lighthouse.mjs';
import {PAGE_KINDS, builtRoutes, firstLoadOf} from './pageWeight.mjs';
import {printTable} from './printTable.mjs';

const ours = {
  name: 'Tucano docs',
  dir: path.resolve(import.meta.dirname, '..'),
  postBuild: true,
  docPage: 'docs/browser/open',
};
const stock = {
  name: 'Stock template',
  dir: STOCK_DIR,
  docPage: 'docs/synthetic/page-1',
};
const stockAsLong = {name: 'Stock template, as much Markdown', dir: `${STOCK_DIR}-as-long`};
// Ours (a worktree of HEAD) with each page's text swapped for a synthetic page
// of the stock template's: the same pages, theme and plugins with the template's
// amount of text, which shows what the site costs apart from its content.
const oursShort = {name: "Tucano docs, stock's page text", dir: `${STOCK_DIR}-ours-short`, postBuild: true};
// Ours with each page's compiled MDX read back from an earlier build instead of
// compiled (scripts/mdx-replay.config.cjs), into a folder of its own: the build
// as it would be if compiling the pages, remark plugins and all, cost nothing.
// No faster MDX compiler could do better, which shows what is left without it.
const MDX_SAVED = `${STOCK_DIR}-mdx-saved`;
const REPLAYED_BUILD = `${STOCK_DIR}-replayed`;
const oursReplayed = {
  name: 'Tucano docs, compiled MDX replayed',
  dir: ours.dir,
  outDir: REPLAYED_BUILD,
  buildArgs: ['--config', 'scripts/mdx-replay.config.cjs', '--out-dir', REPLAYED_BUILD],
  env: {MDX_REPLAY: 'replay', MDX_REPLAY_DIR: MDX_SAVED},
};
// The pages the classic template builds before any synthetic page is added.
const STOCK_TEMPLATE_PAGES = 27;
const build = process.argv.includes('--no-build') === false;
const buildRunsFlag = process.argv.indexOf('--build-runs');
const buildRuns = buildRunsFlag === -1 ? 1 : Number(process.argv[buildRunsFlag + 1]);
// Each site's cold builds (from cleared caches) and its warm build (caches kept), each as timeBuild returns it.
const coldBuilds = {ours: [], stock: [], stockAsLong: [], oursShort: [], oursReplayed: []};
const warmBuilds = {};
/** Queries of every kind a reader types (tests/e2e/search.spec.ts holds many more). */
const SEARCH_QUERIES = [
  'fill field',
  'send email',
  'planilha',
  'BROWSER_DOWNLOAD_TIMEOUT',
  'browser.open',
  'schedule a robot',
  'nf-e',
  'extract text from pdf',
];

// CI=true makes a broken link fail the build; the synthetic text of oursShort
// links to pages of the stock template, so it builds as a writer's would.
const docusaurus = (site, command) =>
  execFileSync(
    path.join(ours.dir, 'node_modules/.bin/docusaurus'),
    [command, ...(command === 'build' ? (site.buildArgs ?? []) : [])],
    {
      cwd: site.dir,
      stdio: 'ignore',
      env: {...process.env, CI: site === oursShort ? '' : 'true', ...site.env},
    },
  );

function timed(run) {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

// The CPU time a build spends on all cores, beside its wall time: the wall
// time can never go below it divided by the machine's cores, however well the
// work is spread. Linux counts it for the children this process has waited
// for (cutime and cstime in /proc/self/stat, in clock ticks); elsewhere it is
// not printed.
const CLOCK_TICKS = fs.existsSync('/proc/self/stat')
  ? Number(execFileSync('getconf', ['CLK_TCK'], {encoding: 'utf8'}))
  : undefined;
function childrenCpuSeconds() {
  if (!CLOCK_TICKS) return NaN;
  // The fields after the command name start at the third, state: cutime (16th) and cstime (17th) are 13 and 14.
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}

/**
 * Our production build is `npm run build`: `docusaurus build`, then
 * scripts/post-build.mjs (the search index and the Markdown copies side by
 * side, then the security policy). The stock template's is `docusaurus build`.
 * Both are pre-compressed afterwards, untimed, as scripts/serve.mjs does before
 * nginx serves a build (GitHub Pages, where the site is published, compresses
 * by itself).
 */
function timeBuild(site) {
  const cpuBefore = childrenCpuSeconds();
  const bundle = timed(() => docusaurus(site, 'build'));
  const postBuild = site.postBuild
    ? timed(() =>
        execFileSync('node', [path.join(site.dir, 'scripts/post-build.mjs')], {cwd: site.dir, stdio: 'ignore'}),
      )
    : 0;
  return {total: bundle + postBuild, docusaurus: bundle, postBuild, cpu: childrenCpuSeconds() - cpuBefore};
}

/** The median of a site's cold builds, by their total. */
const medianBuild = (builds) => [...builds].sort((x, y) => x.total - y.total)[Math.floor(builds.length / 2)];

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

/** Bytes of Markdown and MDX under a site's docs, API and blog folders. */
function markdownBytes(dir) {
  let bytes = 0;
  for (const folder of ['docs', 'api', 'blog'].map((f) => path.join(dir, f)).filter((f) => fs.existsSync(f))) {
    for (const file of fs.readdirSync(folder, {recursive: true})) {
      if (/\.mdx?$/.test(file)) bytes += fs.statSync(path.join(folder, file)).size;
    }
  }
  return bytes;
}

/**
 * Scaffolds the stock template beside nothing of ours but node_modules, padded
 * to `pages` pages; with `totalBytes`, its synthetic pages are lengthened with
 * more sections of the same shape until its Markdown adds up to that.
 */
function scaffoldStock(site, pages, totalBytes = 0) {
  fs.rmSync(site.dir, {recursive: true, force: true});
  execFileSync(
    path.join(ours.dir, 'node_modules/.bin/create-docusaurus'),
    [path.basename(site.dir), 'classic', path.dirname(site.dir), '--typescript', '--skip-install'],
    {stdio: 'ignore'},
  );
  // Same installed packages, so only the sites differ.
  fs.symlinkSync(path.join(ours.dir, 'node_modules'), path.join(site.dir, 'node_modules'), 'dir');
  const synthetic = path.join(site.dir, 'docs/synthetic');
  fs.mkdirSync(synthetic);
  const count = pages - STOCK_TEMPLATE_PAGES;
  const pageBytes = (totalBytes - markdownBytes(site.dir)) / count;
  for (let i = 1; i <= count; i += 1) {
    let page = syntheticPage(i);
    for (let part = 1; page.length < pageBytes; part += 1) page += syntheticSection(i, part);
    fs.writeFileSync(path.join(synthetic, `page-${i}.md`), page);
  }
}

/** A Markdown file's front matter, with its closing line. */
const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;

/** oursShort: a worktree of our HEAD whose pages keep their front matter and get a synthetic page's text. */
function scaffoldOursShort() {
  fs.rmSync(oursShort.dir, {recursive: true, force: true});
  execFileSync('git', ['worktree', 'prune'], {cwd: ours.dir});
  execFileSync('git', ['worktree', 'add', '--detach', oursShort.dir, 'HEAD'], {cwd: ours.dir, stdio: 'ignore'});
  fs.symlinkSync(path.join(ours.dir, 'node_modules'), path.join(oursShort.dir, 'node_modules'), 'dir');
  let i = 0;
  for (const folder of ['docs', 'api', 'blog']) {
    for (const file of fs.readdirSync(path.join(oursShort.dir, folder), {recursive: true})) {
      if (!/\.mdx?$/.test(file)) continue;
      const full = path.join(oursShort.dir, folder, file);
      const frontMatter = FRONT_MATTER.exec(fs.readFileSync(full, 'utf8'))?.[0] ?? '';
      i += 1;
      // The blog refuses a post without a truncation marker.
      const truncate = folder === 'blog' ? '\n{/* truncate */}\n' : '';
      fs.writeFileSync(full, frontMatter + syntheticPage(i).replace(FRONT_MATTER, '') + truncate);
    }
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

/** More of the same shape, to lengthen a synthetic page. */
const syntheticSection = (i, part) => `
## Part ${part}

Prose that explains one more detail of the thing in a sentence or two, with \`inline code\`, **a warning** and
[a link](/docs/intro). Another sentence says what happens when it goes wrong and what to check first.

\`\`\`js
const value = await run({step: ${i}, part: ${part}});
console.log(value);
\`\`\`

| Input | Type | Required |
| --- | --- | --- |
| Selector | Text | Yes |
| Timeout | Number | No |

- One thing to remember, with \`code\`
- Another thing to remember
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
  const pagefind = path.join(out, 'pagefind');
  const searchFiles = fs.existsSync(pagefind)
    ? fs
        .readdirSync(pagefind, {recursive: true})
        .filter((f) => !/\.(gz|br)$/.test(f) && fs.statSync(path.join(pagefind, f)).isFile())
    : [];
  return {
    pages: [...htmlFiles(out)].length,
    main: gzip(path.join(out, 'assets/js', main)),
    entryJs,
    entryCss,
    entry: entryJs + entryCss,
    routeJs,
    routeChunks: routeChunks.length,
    docPage: entryJs + entryCss + routeJs,
    // As served: Pagefind's pieces are compressed already, its script and the vocabulary are sent gzipped.
    searchIndex: searchFiles.reduce(
      (sum, f) =>
        sum + (/\.(js|txt|json)$/.test(f) ? gzip(path.join(pagefind, f)) : fs.statSync(path.join(pagefind, f)).size),
      0,
    ),
    preloadHints: (html.match(/rel=["']?preload["']? as=["']?script/g) ?? []).length,
  };
}

// Docusaurus loads the config, and with it the plugins' TypeScript, through
// jiti, which keeps what it transpiled in the system's temporary folder, out of
// reach of `docusaurus clear`. A fresh machine, such as CI's, starts without it,
// and so does every cold build here.
const JITI_CACHE = path.join(os.tmpdir(), 'node-jiti');
function coldBuild(site) {
  docusaurus(site, 'clear');
  if (site.outDir) fs.rmSync(site.outDir, {recursive: true, force: true});
  fs.rmSync(JITI_CACHE, {recursive: true, force: true});
  return timeBuild(site);
}

/** Builds ours once with every page's compiled MDX saved, for oursReplayed to read back. */
function saveCompiledMdx() {
  fs.rmSync(MDX_SAVED, {recursive: true, force: true});
  fs.mkdirSync(MDX_SAVED);
  coldBuild({...oursReplayed, env: {...oursReplayed.env, MDX_REPLAY: 'record'}});
}

if (build) {
  // oursReplayed shares our folder, and `docusaurus clear` empties our build: it runs before ours.
  saveCompiledMdx();
  coldBuilds.oursReplayed.push(coldBuild(oursReplayed));
  coldBuilds.ours.push(coldBuild(ours));
  warmBuilds.ours = timeBuild(ours);
  const pages = [...htmlFiles(path.join(ours.dir, 'build'))].length;
  scaffoldStock(stock, pages);
  coldBuilds.stock.push(coldBuild(stock));
  warmBuilds.stock = timeBuild(stock);
  scaffoldStock(stockAsLong, pages, markdownBytes(ours.dir));
  coldBuilds.stockAsLong.push(coldBuild(stockAsLong));
  scaffoldOursShort();
  coldBuilds.oursShort.push(coldBuild(oursShort));
  // More cold builds, the five in turn, so that a busy moment of the machine weighs on each alike.
  for (let run = 1; run < buildRuns; run += 1) {
    for (const [key, site] of [
      ['oursReplayed', oursReplayed],
      ['ours', ours],
      ['stock', stock],
      ['stockAsLong', stockAsLong],
      ['oursShort', oursShort],
    ]) {
      coldBuilds[key].push(coldBuild(site));
    }
  }
  execFileSync('git', ['worktree', 'remove', '--force', oursShort.dir], {cwd: ours.dir});
  // Both served as nginx serves them: with brotli and gzip twins.
  for (const site of [ours, stock]) {
    execFileSync('node', [path.join(ours.dir, 'scripts/precompress.mjs'), path.join(site.dir, 'build')], {
      stdio: 'ignore',
    });
  }
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
const cold = build && {
  ours: medianBuild(coldBuilds.ours),
  stock: medianBuild(coldBuilds.stock),
  stockAsLong: medianBuild(coldBuilds.stockAsLong),
  oursShort: medianBuild(coldBuilds.oursShort),
  oursReplayed: medianBuild(coldBuilds.oursReplayed),
};
/** A row of two times, ours and the other site's, with their ratio. */
const timeRow = (label, x, y) => [label, seconds(x), seconds(y), ratio(x, y)];
if (build) {
  rows.push(
    timeRow(buildRuns > 1 ? `Cold build (median of ${buildRuns})` : 'Cold build', cold.ours.total, cold.stock.total),
    timeRow('  of which docusaurus build', cold.ours.docusaurus, cold.stock.docusaurus),
    ['  of which search index, Markdown copies, policy', seconds(cold.ours.postBuild), 'none', ''],
    ...(Number.isNaN(cold.ours.cpu)
      ? []
      : [
          timeRow('  CPU time of that build, all cores', cold.ours.cpu, cold.stock.cpu),
          timeRow(
            `  the least wall time it allows on ${os.availableParallelism()} cores`,
            cold.ours.cpu / os.availableParallelism(),
            cold.stock.cpu / os.availableParallelism(),
          ),
        ]),
    timeRow('Warm build (caches kept)', warmBuilds.ours.total, warmBuilds.stock.total),
    timeRow(
      `Cold build, stock with as much Markdown (${(markdownBytes(ours.dir) / 1e6).toFixed(2)} MB)`,
      cold.ours.total,
      cold.stockAsLong.total,
    ),
    timeRow('  docusaurus build alone, against the same', cold.ours.docusaurus, cold.stockAsLong.docusaurus),
    timeRow("Cold build, ours with stock's page text, against stock", cold.oursShort.total, cold.stock.total),
    timeRow('  docusaurus build alone, against the same', cold.oursShort.docusaurus, cold.stock.docusaurus),
    ...(Number.isNaN(cold.oursShort.cpu) ? [] : [timeRow('  CPU time, all cores', cold.oursShort.cpu, cold.stock.cpu)]),
    timeRow(
      'Cold build, ours with compiling MDX free, against stock',
      cold.oursReplayed.docusaurus + cold.ours.postBuild,
      cold.stock.total,
    ),
    timeRow('  docusaurus build alone, against the same', cold.oursReplayed.docusaurus, cold.stock.docusaurus),
    ...(Number.isNaN(cold.oursReplayed.cpu)
      ? []
      : [timeRow('  CPU time of docusaurus build, all cores', cold.oursReplayed.cpu, cold.stock.cpu)]),
  );
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
  ['Search index, all pieces (as served)', kb(a.searchIndex), b.searchIndex ? kb(b.searchIndex) : 'no search', ''],
);
console.log(`Doc pages measured: /${ours.docPage} and /${stock.docPage}`);
printTable(rows);
if (a.pages !== b.pages)
  console.log(
    `Page counts differ: update STOCK_TEMPLATE_PAGES in ${path.relative(process.cwd(), import.meta.filename)}.`,
  );

// The six kinds of page, beside the stock template's nearest page of each kind.
const kinds = Object.entries(PAGE_KINDS);
const bytesOurs = firstLoadOf(ours.dir);
const bytesStock = firstLoadOf(stock.dir);
const stockHeaviest = Math.max(...[...builtRoutes(path.join(stock.dir, 'build'))].map((r) => bytesStock(r).total));
const dom = await domSizes();
const runsFlag = process.argv.indexOf('--runs');
const lighthouseRuns = runsFlag === -1 ? 3 : Number(process.argv[runsFlag + 1]);
const lh = process.argv.includes('--no-lighthouse') ? null : await lighthouseBoth(lighthouseRuns);
console.log(
  `\nSix kinds of page: first load (JS + CSS before hydration, as served: brotli), DOM elements after hydration` +
    (lh ? `, Lighthouse mobile (median of ${lighthouseRuns}: performance, TBT; a11y / best practices / SEO)` : ''),
);
printTable([
  [
    'Kind',
    'Ours',
    'Stock',
    'ours / stock heaviest',
    'DOM ours',
    'DOM stock',
    ...(lh ? ['Perf ours', 'Perf stock', 'TBT ours', 'TBT stock', 'A11y/BP/SEO ours'] : []),
  ],
  ...kinds.map(([kind, routes]) => {
    const o = bytesOurs(routes.ours).total;
    const st = bytesStock(routes.stock).total;
    const lho = lh?.ours[routes.ours];
    const lhs = lh?.stock[routes.stock];
    return [
      `${kind} ${routes.ours}`,
      kb(o),
      kb(st),
      ratio(o, stockHeaviest),
      String(dom.ours[routes.ours]),
      String(dom.stock[routes.stock]),
      ...(lh
        ? [
            lho.perf.toFixed(2),
            lhs.perf.toFixed(2),
            `${Math.round(lho.tbt)} ms`,
            `${Math.round(lhs.tbt)} ms`,
            [lho.a11y, lho.bp, lho.seo].map((x) => x.toFixed(2)).join('/'),
          ]
        : []),
    ];
  }),
]);
console.log(`Stock template's heaviest page: ${kb(stockHeaviest)}; byte budgets per kind: scripts/budgets.mjs.`);

/** Elements in the document once each page has hydrated, ours and stock's, served alike. */
async function domSizes() {
  const {chromium} = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const sizes = {ours: {}, stock: {}};
  try {
    for (const site of ['ours', 'stock']) {
      const server = await serveBuild(4392, site === 'stock' ? path.join(stock.dir, 'build') : undefined);
      try {
        const page = await browser.newPage();
        for (const [, routes] of kinds) {
          await page.goto(server.origin + routes[site]);
          await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
          sizes[site][routes[site]] = await page.evaluate(
            () => document.querySelectorAll('*').length - document.querySelectorAll('link[rel="prefetch"]').length,
          );
        }
        await page.close();
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

async function lighthouseBoth(runs) {
  const result = {};
  for (const site of ['ours', 'stock']) {
    const server = await serveBuild(4393, site === 'stock' ? path.join(stock.dir, 'build') : undefined);
    try {
      result[site] = await lighthouseMedians(
        server.origin,
        kinds.map(([, routes]) => routes[site]),
        runs,
      );
    } finally {
      await server.stop();
    }
  }
  return result;
}

// Search as a reader meets it: the production build served as in production,
// queries typed into the navbar box in Chromium, bytes counted as fetched.
const search = await measureSearch();
if (search) {
  console.log(`\nSearch, typed into the navbar box of /docs/browser/open (${search.queries} queries):`);
  printTable([
    ['', 'Tucano docs'],
    ['First search: bytes fetched from opening the box to results', kb(search.first)],
    ['Each further query: median bytes (largest)', `${kb(search.furtherMedian)} (${kb(search.furtherMax)})`],
    ['Last keystroke to results: median, after the first search', `${search.latencyMedian.toFixed(0)} ms`],
  ]);
}

async function measureSearch() {
  let chromium;
  try {
    ({chromium} = await import('playwright-core'));
  } catch {
    return null;
  }
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) return null;
  const port = '4391';
  const server = spawn('node', [path.join(ours.dir, 'scripts/serve.mjs'), port], {stdio: 'ignore'});
  const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu']});
  try {
    await waitForServer(`http://127.0.0.1:${port}/`);
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/docs/browser/open`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // The page's own link prefetches (idle callbacks after hydration) are not search's bytes.
    await page.waitForLoadState('networkidle');
    let bytes = 0;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
    const box = page.getByRole('combobox', {name: 'Search'});
    const fetched = [];
    const latencies = [];
    for (const query of SEARCH_QUERIES) {
      const before = bytes;
      await box.fill('');
      // Typed as a person types, a key every 150 ms; timed from the last key to its results.
      await box.pressSequentially(query.slice(0, -1), {delay: 150});
      const typed = Date.now();
      await box.press(query.slice(-1));
      // Results follow the typing (the listbox names the query they answer)...
      await page.locator(`[role="listbox"][data-query="${query}"]`).waitFor({state: 'attached'});
      latencies.push(Date.now() - typed);
      // ...and once it settles, they load their excerpts and the count is announced.
      await page.getByRole('status').filter({hasText: query}).waitFor({state: 'attached'});
      fetched.push(bytes - before);
    }
    const [first, ...further] = fetched;
    const median = (list) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)];
    return {
      queries: SEARCH_QUERIES.length,
      first,
      furtherMedian: median(further),
      furtherMax: Math.max(...further),
      latencyMedian: median(latencies.slice(1)),
    };
  } finally {
    await browser.close();
    server.kill();
  }
}

async function waitForServer(url) {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}
