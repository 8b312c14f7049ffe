#!/usr/bin/env node
// What `npm run build` does after `docusaurus build`. The search index and the
// Markdown copies only read the built pages and write files of their own, so
// they run side by side, each script in a process of its own (Pagefind's
// indexer is one more); the security policy comes last, because it rewrites
// every page and must see every inline script. Each step can also run alone.
// Usage: node scripts/post-build.mjs
import {spawn} from 'node:child_process';
import path from 'node:path';

function run(script) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, script)], {stdio: 'inherit'});
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${script} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

await Promise.all([run('index-search.mjs'), run('markdown-copies.mjs')]);
await run('security-policy.mjs');
