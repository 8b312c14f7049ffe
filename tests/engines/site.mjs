// The production build as the engines suite meets it: scripts/serve.mjs (nginx
// with deploy/nginx.conf and the security headers), and for WebKit a proxy in
// front of it that adds the error probe (probe.js) to each page.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');

/** Polls `url` until it answers 200; fails after `timeout` ms or when `exited` says the server died. */
export async function waitForServer(url, {timeout = 60_000, exited = () => null} = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const died = exited();
    if (died) throw new Error(died);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Serves build/ on `port` as CI and production do; `stop()` ends the server. */
export async function startSite(port) {
  if (!fs.existsSync(path.join(root, 'build/index.html'))) {
    throw new Error('build/ is missing: run `npm run build` first (the suite tests the production build).');
  }
  // Another server on the port would answer in place of this build's.
  await new Promise((resolve, reject) => {
    const probe = net
      .createServer()
      .once('error', () => reject(new Error(`port ${port} is in use: stop what listens there or set ENGINES_PORT`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(`${url}/`, {
    exited: () => server.exitCode !== null && `scripts/serve.mjs ${port} exited: ${stderr.trim()}`,
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', resolve);
        server.kill('SIGTERM');
      }),
  };
}

const PROBE_PATH = '/__engines/probe.js';
const CSP_META = /<meta http-equiv="?Content-Security-Policy"?[^>]*>/i;

/**
 * A proxy to `site` that passes every response through unchanged (headers
 * included, so the Content-Security-Policy holds), except that an HTML page
 * gets `<script src="/__engines/probe.js">` right after its policy meta tag,
 * ahead of every other script. The probe is same-origin, as the policy allows.
 */
export async function startProbeProxy(site) {
  const target = new URL(site);
  const probe = fs.readFileSync(path.join(import.meta.dirname, 'probe.js'));
  const proxy = http.createServer((request, response) => {
    if (request.url === PROBE_PATH) {
      response.writeHead(200, {'content-type': 'text/javascript', 'cache-control': 'no-store'});
      return response.end(probe);
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: {...request.headers, host: target.host},
      },
      (answer) => {
        if (!/^text\/html/.test(answer.headers['content-type'] ?? '')) {
          response.writeHead(answer.statusCode, answer.rawHeaders);
          return answer.pipe(response);
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = decode(Buffer.concat(chunks), answer.headers['content-encoding']).toString('utf8');
          const tag = `<script src="${PROBE_PATH}"></script>`;
          const html = CSP_META.test(body)
            ? body.replace(CSP_META, (meta) => meta + tag)
            : body.replace(/<head>/i, (head) => head + tag);
          const headers = {...answer.headers};
          delete headers['content-encoding'];
          headers['content-length'] = String(Buffer.byteLength(html));
          response.writeHead(answer.statusCode, headers);
          response.end(html);
        });
      },
    );
    upstream.on('error', (error) => {
      response.writeHead(502);
      response.end(String(error));
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${proxy.address().port}`,
    stop: () => new Promise((resolve) => proxy.close(resolve).closeAllConnections()),
  };
}

function decode(body, encoding) {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}
