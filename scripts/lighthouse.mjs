#!/usr/bin/env node
// Runs Lighthouse (its default mobile preset: a mid-range phone on slow 4G,
// simulated) against the production build, served as in production by
// scripts/serve.mjs, and prints each page's median scores and timings.
// Asserts nothing, like scripts/bench.mjs.
//   npm run build && npm run lighthouse [-- --runs 5]
//   npm run lighthouse -- --stock   the stock template of the last `npm run bench`,
//                                   served the same way, for a same-machine baseline
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {printTable} from './printTable.mjs';

const stock = process.argv.includes('--stock');
// The stock template has no action, API or tutorial pages: the nearest kinds.
const pages = stock
  ? {
      Home: '/',
      'Doc page': '/docs/synthetic/page-1',
      'Longest doc page': '/docs/tutorial-basics/markdown-features',
      'Blog post': '/blog/long-blog-post',
    }
  : {
      Home: '/',
      'Action page': '/docs/browser/open',
      'API page': '/api/actions/browser',
      Tutorial: '/tutorials/variables',
    };
const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag === -1 ? 5 : Number(process.argv[runsFlag + 1]);
const port = 4180;
const origin = `http://127.0.0.1:${port}`;

const serveArgs = [path.join(import.meta.dirname, 'serve.mjs'), String(port)];
if (stock) {
  // Where scripts/bench.mjs builds it; pre-compressed like ours.
  const stockBuild = path.join(os.tmpdir(), 'tucano-docs-bench-stock', 'build');
  if (!fs.existsSync(stockBuild)) throw new Error(`No stock build in ${stockBuild}: run npm run bench first.`);
  execFileSync('node', [path.join(import.meta.dirname, 'precompress.mjs'), stockBuild], {stdio: 'ignore'});
  serveArgs.push(stockBuild);
}
const server = spawn('node', serveArgs, {stdio: 'ignore'});
for (let tries = 0; ; tries += 1) {
  try {
    if ((await fetch(origin)).ok) break;
  } catch {
    if (tries > 50) throw new Error(`The build did not come up on ${origin}: run npm run build first.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
};
const rows = [['Page (median of ' + runs + ')', 'Perf', 'A11y', 'BP', 'SEO', ...Object.keys(metrics)]];
try {
  for (const [name, route] of Object.entries(pages)) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const {lhr} = await lighthouse(origin + route, {port: chrome.port, output: 'json', logLevel: 'error'});
      if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
      results.push(lhr);
    }
    const score = (id) => median(results.map((lhr) => lhr.categories[id].score)).toFixed(2);
    const metric = (id) => median(results.map((lhr) => lhr.audits[id].numericValue));
    rows.push([
      `${name} ${route}`,
      ...categories.map(score),
      ...Object.entries(metrics).map(([label, id]) =>
        label === 'CLS'
          ? metric(id).toFixed(3)
          : label === 'TBT'
            ? `${Math.round(metric(id))} ms`
            : `${(metric(id) / 1000).toFixed(2)} s`,
      ),
    ]);
  }
} finally {
  await chrome.kill();
  server.kill();
}
printTable(rows);
