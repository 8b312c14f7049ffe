#!/usr/bin/env node
// Writes a .gz and a .br twin beside every text file of build/ (or of the
// folder given), so nginx (deploy/nginx.conf) sends compressed files without
// compressing on each request. Not part of `npm run build`: GitHub Pages,
// where the site is published, compresses by itself and ignores the twins.
// scripts/serve.mjs runs it before nginx serves a build; a file whose twins
// are already newer is skipped, so a second run costs nothing.
// Usage: node scripts/precompress.mjs [DIR]
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {brotliOptions} from './compression.mjs';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TEXT = /\.(html|js|css|json|svg|xml|txt|md|map)$/;
const MIN_BYTES = 1024; // smaller files gain nothing from compression

function* textFiles(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

const isFresh = (file, twin) => fs.existsSync(twin) && fs.statSync(twin).mtimeMs >= fs.statSync(file).mtimeMs;

/** @returns {Promise<{files: number, before: number, afterBrotli: number}>} what was compressed this time */
export async function precompress(dir) {
  const totals = {files: 0, before: 0, afterBrotli: 0};
  async function compress(file) {
    if (isFresh(file, `${file}.br`) && isFresh(file, `${file}.gz`)) return;
    const data = await fs.promises.readFile(file);
    if (data.length < MIN_BYTES) return;
    const [brotli, gzipped] = await Promise.all([brotliCompress(data, brotliOptions(file)), gzip(data, {level: 9})]);
    await Promise.all([fs.promises.writeFile(`${file}.br`, brotli), fs.promises.writeFile(`${file}.gz`, gzipped)]);
    totals.files += 1;
    totals.before += data.length;
    totals.afterBrotli += brotli.length;
  }
  // zlib runs on libuv's thread pool, so files compress in parallel.
  await Promise.all([...textFiles(dir)].map(compress));
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'build'));
  const {files, before, afterBrotli} = await precompress(dir);
  console.log(
    `Pre-compressed ${files} files: ${(before / 1e6).toFixed(1)} MB, ${(afterBrotli / 1e6).toFixed(1)} MB as brotli.`,
  );
}
