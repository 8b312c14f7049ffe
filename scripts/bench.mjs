#!/usr/bin/env node
// Prints the site's speed and size figures; asserts nothing. Budgets are read
// by people from these numbers, never enforced by timed tests.
//   npm run bench               cold build, warm build, sizes
//   npm run bench -- --no-build  sizes of the existing build/ only
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const build = path.join(root, 'build');
const run = (command) => execSync(command, {cwd: root, stdio: 'ignore', env: {...process.env, CI: 'true'}});

function timeBuild() {
  const start = process.hrtime.bigint();
  run('npx docusaurus build');
  return Number(process.hrtime.bigint() - start) / 1e9;
}

const figures = [];
if (!process.argv.includes('--no-build')) {
  run('npx docusaurus clear');
  figures.push(['Cold build', `${timeBuild().toFixed(1)} s`]);
  figures.push(['Warm build (caches kept)', `${timeBuild().toFixed(1)} s`]);
}

const gzip = (file) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** The JS and CSS a page's HTML makes the browser load before it is interactive. */
function firstLoad(route) {
  const html = fs.readFileSync(path.join(build, route, 'index.html'), 'utf8');
  const assets = new Set();
  // Minified HTML may leave attribute values unquoted.
  for (const [, src] of html.matchAll(/<script[^>]+src=["']?([^"' >]+\.js)/g)) assets.add(src);
  for (const [, href] of html.matchAll(/<link[^>]+href=["']?([^"' >]+\.(?:js|css))/g)) assets.add(href);
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const size = gzip(path.join(build, asset));
    if (asset.endsWith('.css')) css += size;
    else js += size;
  }
  return {js, css, count: assets.size};
}

const pages = [...htmlFiles(build)].filter((f) => f.endsWith('index.html')).length;
figures.push(['Pages (index.html files)', String(pages)]);
const main = fs.readdirSync(path.join(build, 'assets/js')).find((f) => /^main\.[\w]+\.js$/.test(f));
figures.push(['main.js (gzip)', kb(gzip(path.join(build, 'assets/js', main)))]);
for (const route of ['', 'docs/browser/open', 'api/actions/browser', 'tutorials/variables']) {
  if (!fs.existsSync(path.join(build, route, 'index.html'))) continue;
  const {js, css, count} = firstLoad(route);
  figures.push([`First load /${route} (gzip)`, `JS ${kb(js)} + CSS ${kb(css)} = ${kb(js + css)} in ${count} files`]);
}
const searchIndexes = fs.readdirSync(build).filter((f) => /^search-index.*\.json$/.test(f));
if (searchIndexes.length) {
  const bytes = searchIndexes.reduce((sum, f) => sum + gzip(path.join(build, f)), 0);
  figures.push(['Search index (gzip, loaded on first search)', kb(bytes)]);
}

const width = Math.max(...figures.map(([name]) => name.length));
console.log(figures.map(([name, value]) => `${name.padEnd(width)}  ${value}`).join('\n'));
