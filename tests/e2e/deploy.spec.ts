// The production server (deploy/nginx.conf): caching, compression, security
// headers, and a Content-Security-Policy that allows exactly the build's own
// inline scripts. The hash test reads build/ and the config, so it runs
// everywhere; the header tests need nginx serving (CI installs it).
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

const root = path.join(__dirname, '..', '..');

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** sha256 sources of every inline script the browser would run. */
function inlineScriptHashes(): Set<string> {
  const hashes = new Set<string>();
  for (const file of htmlFiles(path.join(root, 'build'))) {
    const html = fs.readFileSync(file, 'utf8');
    for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes) || !body.trim()) continue;
      const type = /type=["']?([^"' >]+)/.exec(attributes)?.[1];
      if (type && type !== 'text/javascript' && type !== 'module') continue; // JSON-LD is data, not script
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return hashes;
}

test('the Content-Security-Policy allows exactly the inline scripts of the build', () => {
  const headers = fs.readFileSync(path.join(root, 'deploy/security-headers.conf'), 'utf8');
  const allowed = new Set(headers.match(/'sha256-[A-Za-z0-9+/=]+'/g));
  const used = inlineScriptHashes();
  expect(used.size).toBeGreaterThan(0);
  expect([...used].filter((hash) => !allowed.has(hash))).toEqual([]);
  expect([...allowed].filter((hash) => !used.has(hash))).toEqual([]);
});

test.describe('served by deploy/nginx.conf', () => {
  test.beforeEach(async ({request}) => {
    const server = (await request.get('/')).headers()['server'];
    test.skip(server !== 'nginx', "these headers are the production server's; nginx is not installed here");
  });

  test('pages revalidate, carry security headers and come compressed with brotli', async ({request}) => {
    const response = await request.get('/docs/browser/open', {headers: {'Accept-Encoding': 'br'}, maxRedirects: 0});
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('hashed assets are cached for a year as immutable, gzip for clients without brotli', async ({request}) => {
    const html = await (await request.get('/')).text();
    const main = /src="?(\/assets\/js\/main\.[\w]+\.js)/.exec(html)![1];
    const response = await request.get(main, {headers: {'Accept-Encoding': 'gzip'}});
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('gzip');
  });

  test('an unknown path gets the not-found page with status 404 and the same headers', async ({request}) => {
    const response = await request.get('/docs/no-such-action');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    expect(response.headers()['content-security-policy']).toBeDefined();
  });
});
