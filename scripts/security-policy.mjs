#!/usr/bin/env node
// Writes the security policy of deploy/policy.mjs, with the hashes of every
// inline script of the build, into all three places that deliver it: a <meta>
// at the top of every page's head, build/_headers, and the nginx includes
// deploy/security-headers.conf and deploy/stylesheet-headers.conf. Run by `npm run build` after the build and
// before any pre-compression (scripts/precompress.mjs), so the .gz and .br twins carry the meta too.
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  nginxHeaders,
  STYLESHEET_HEADERS,
  withMetaPolicy,
} from '../deploy/policy.mjs';

const root = path.resolve(import.meta.dirname, '..');
const build = path.join(root, 'build');

const files = (await fs.readdir(build, {recursive: true}))
  .filter((file) => file.endsWith('.html'))
  .map((file) => path.join(build, file));
const pages = await Promise.all(files.map(async (file) => [file, await fs.readFile(file, 'utf8')]));

// One policy for the whole site: a header cannot differ by page.
const hashes = new Set(pages.flatMap(([, html]) => inlineScriptHashes(html)));
const policy = contentSecurityPolicy(hashes);
const metaPolicy = contentSecurityPolicy(hashes, {meta: true});

await Promise.all([
  ...pages.map(([file, html]) => fs.writeFile(file, withMetaPolicy(html, metaPolicy))),
  fs.writeFile(path.join(build, '_headers'), headersFile(policy)),
  fs.writeFile(path.join(root, 'deploy/security-headers.conf'), nginxHeaders(policy)),
  fs.writeFile(path.join(root, 'deploy/stylesheet-headers.conf'), nginxHeaders(policy, STYLESHEET_HEADERS)),
]);
console.log(`Security policy: ${hashes.size} inline script hashes, in ${pages.length} pages, _headers and nginx.`);
