#!/usr/bin/env node
// Runs Lighthouse (its default mobile preset: a mid-range phone on slow 4G,
// simulated) on the six kinds of page (scripts/pageWeight.mjs), served as in
// production by scripts/serve.mjs, and prints each page's median scores and
// timings. Asserts nothing: scripts/bench.mjs prints ours beside the stock
// template's from the same run.
//   npm run build && npm run lighthouse [-- --runs 5]
//   npm run lighthouse -- --stock   the stock template of the last `npm run bench`
import {spawn} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {PAGE_KINDS} from './pageWeight.mjs';
import {printTable} from './printTable.mjs';

export const STOCK_DIR = path.join(os.tmpdir(), 'tucano-docs-bench-stock');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Serves a build (ours, or another site's `build` folder) on `port` until `await stop()`. */
export async function serveBuild(port, otherBuild) {
  const args = [path.join(import.meta.dirname, 'serve.mjs'), String(port), ...(otherBuild ? [otherBuild] : [])];
  const server = spawn('node', args, {stdio: 'ignore'});
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(origin)).ok) break;
    } catch {
      if (tries > 100) throw new Error(`The build did not come up on ${origin}: build it first.`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  // Resolves once the server (and nginx, which it waits for) has let go of the
  // port: the next site served on it must not be answered by this one.
  const exited = new Promise((resolve) => server.once('exit', resolve));
  return {
    origin,
    stop: () => {
      server.kill();
      return exited;
    },
  };
}

/**
 * Median Lighthouse scores and timings of each route.
 * @returns {Promise<Record<string, {perf: number, a11y: number, bp: number, seo: number, fcp: number, lcp: number, tbt: number, cls: number}>>}
 */
export async function lighthouseMedians(origin, routes, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const medians = {};
  try {
    for (const route of routes) {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        const {lhr} = await lighthouse(origin + route, {port: chrome.port, output: 'json', logLevel: 'error'});
        if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
        results.push(lhr);
      }
      const score = (id) => median(results.map((lhr) => lhr.categories[id].score));
      const metric = (id) => median(results.map((lhr) => lhr.audits[id].numericValue));
      const [perf, a11y, bp, seo] = CATEGORIES.map(score);
      medians[route] = {
        perf,
        a11y,
        bp,
        seo,
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      };
    }
  } finally {
    await chrome.kill();
  }
  return medians;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stock = process.argv.includes('--stock');
  const runsFlag = process.argv.indexOf('--runs');
  const runs = runsFlag === -1 ? 5 : Number(process.argv[runsFlag + 1]);
  const site = stock ? 'stock' : 'ours';
  const server = await serveBuild(4180, stock ? path.join(STOCK_DIR, 'build') : undefined);
  try {
    const routes = Object.values(PAGE_KINDS).map((kind) => kind[site]);
    const medians = await lighthouseMedians(server.origin, routes, runs);
    printTable([
      [`Page (median of ${runs})`, 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
      ...Object.entries(PAGE_KINDS).map(([kind, routesOf]) => {
        const m = medians[routesOf[site]];
        return [
          `${kind} ${routesOf[site]}`,
          ...[m.perf, m.a11y, m.bp, m.seo].map((s) => s.toFixed(2)),
          `${(m.fcp / 1000).toFixed(2)} s`,
          `${(m.lcp / 1000).toFixed(2)} s`,
          `${Math.round(m.tbt)} ms`,
          m.cls.toFixed(3),
        ];
      }),
    ]);
  } finally {
    await server.stop();
  }
}
