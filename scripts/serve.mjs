#!/usr/bin/env node
// Serves build/ for the end-to-end tests. With Debian's nginx and its brotli
// module installed (CI installs them), it runs deploy/nginx.conf itself, so
// what is tested is what is deployed; otherwise it falls back to
// `docusaurus serve` and says so. Usage: node scripts/serve.mjs PORT [DIR]
// DIR serves another site's build (the benchmark's stock template) the same
// way, without our security headers: their script hashes are ours.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {precompress} from './precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.argv[2] ?? '4173';
const otherSite = process.argv[3] ? path.resolve(process.argv[3]) : null;
const served = otherSite ?? path.join(root, 'build');
const hasNginx =
  spawnSync('nginx', ['-v']).status === 0 && fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');

function run(command, args) {
  const child = spawn(command, args, {stdio: 'inherit'});
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

if (!hasNginx) {
  console.log('nginx with the brotli module not found: serving with docusaurus serve instead of deploy/nginx.conf.');
  run('npx', ['docusaurus', 'serve', '--no-open', '--host', '127.0.0.1', '--port', port, '--dir', served]);
} else {
  // The headers includes are written by the build with the build's script hashes.
  const includes = ['security-headers.conf', 'stylesheet-headers.conf'];
  const missing = includes.find((include) => !fs.existsSync(path.join(root, 'deploy', include)));
  if (!otherSite && missing) {
    console.error(`deploy/${missing} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  // nginx sends the .br and .gz twins as they are (brotli_static, gzip_static).
  await precompress(served);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tucano-nginx-'));
  for (const include of includes) {
    if (otherSite) fs.writeFileSync(path.join(dir, include), '');
    else fs.copyFileSync(path.join(root, 'deploy', include), path.join(dir, include));
  }
  const conf = fs
    .readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace('load_module modules/', 'load_module /usr/lib/nginx/modules/')
    .replace(/^pid .*;$/m, `pid ${dir}/nginx.pid;`)
    .replace(/^error_log .*;$/m, `error_log ${dir}/error.log warn;`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('root /srv/tucano-docs/build;', `root ${served};`)
    .replace('include /etc/nginx/mime.types;', 'include /etc/nginx/mime.types;\n  client_body_temp_path ' + dir + ';');
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  console.log(`Serving ${path.relative(root, served)} with deploy/nginx.conf on port ${port}.`);
  run('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;']);
}
