// The security policy, as every host delivers it (deploy/README.md): the nginx
// header, build/_headers and the <meta> of every page must carry one policy
// that allows exactly the build's own inline scripts; a page served without
// headers (GitHub Pages) still enforces it. Then the production server
// (deploy/nginx.conf): caching, compression and headers. The build tests read
// build/ and deploy/, so they run everywhere; the nginx tests need nginx (CI
// installs it).
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {consoleErrors, hydrated} from './helpers';

const root = path.join(__dirname, '..', '..');
const build = path.join(root, 'build');

const pages = fs
  .readdirSync(build, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({file, html: fs.readFileSync(path.join(build, file), 'utf8')}));

/** sha256 sources of the inline scripts the browser runs (not JSON-LD, not empty ones), computed here on their own. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, body]) => body !== '' && !/\ssrc=/.test(attributes))
    .filter(([, attributes]) => !/\stype=["']?application\/ld\+json/.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/** A policy's directives: name → sources. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(/;\s*/)
      .map((directive) => directive.trim().split(/\s+/))
      .map(([n, ...s]) => [n, s]),
  );

const nginxHeaders = Object.fromEntries(
  [
    ...fs
      .readFileSync(path.join(root, 'deploy/security-headers.conf'), 'utf8')
      .matchAll(/^add_header (\S+) "(.*)" always;$/gm),
  ].map(([, name, value]) => [name, value]),
);
const [headersPath, ...headersLines] = fs.readFileSync(path.join(build, '_headers'), 'utf8').trimEnd().split('\n');
const headersFile = Object.fromEntries(headersLines.map((line) => /^ {2}([\w-]+): (.+)$/.exec(line)!.slice(1)));
const policy = nginxHeaders['Content-Security-Policy'];

/** The meta policy, when it opens the head (after the charset declaration only). */
const metaPolicy = (html: string) =>
  /<head>\s*(?:<meta charset=[^>]*>)?<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];

test('nginx, _headers and every page carry one policy; the meta leaves out only frame-ancestors', () => {
  expect(headersPath).toBe('/*');
  expect(headersFile).toEqual(nginxHeaders);
  expect(Object.keys(nginxHeaders).sort()).toEqual(
    [
      'Content-Security-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ].sort(),
  );
  const {'frame-ancestors': frameAncestors, ...rest} = directives(policy);
  expect(frameAncestors).toEqual(["'none'"]);
  expect(rest['default-src']).toEqual(["'self'"]);
  expect(rest['script-src']).not.toContain("'unsafe-inline'");
  expect(rest['script-src']).not.toContain("'unsafe-eval'");
  expect(pages.length).toBeGreaterThan(250);
  const drifted = pages.filter(({html}) => {
    const meta = metaPolicy(html);
    return meta === undefined || JSON.stringify(directives(meta)) !== JSON.stringify(rest);
  });
  expect(drifted.map(({file}) => file)).toEqual([]);
});

test("the policy allows exactly the build's inline scripts, and each page's meta covers its own", () => {
  const allowed = new Set(directives(policy)['script-src'].filter((source) => source.startsWith("'sha256-")));
  const used = new Set<string>();
  const uncovered: string[] = [];
  for (const {file, html} of pages) {
    const pageAllows = new Set(directives(metaPolicy(html) ?? '')['script-src']);
    for (const hash of inlineScriptHashes(html)) {
      used.add(hash);
      if (!pageAllows.has(hash)) uncovered.push(`${file}: ${hash}`);
    }
  }
  expect(used.size).toBeGreaterThan(0);
  expect(uncovered).toEqual([]);
  expect([...used].filter((hash) => !allowed.has(hash))).toEqual([]);
  expect([...allowed].filter((hash) => !used.has(hash))).toEqual([]);
});

test.describe('served without headers, as GitHub Pages serves it', () => {
  /** Serves `route` with none of the security headers, so only its meta policy applies. */
  async function withoutHeaders(page: Page, route: string) {
    await page.route(route, async (request) => {
      const response = await request.fetch();
      const headers = {...response.headers()};
      // The body arrives decoded; the security headers are what Pages cannot send.
      for (const name of ['content-encoding', 'content-length', ...Object.keys(nginxHeaders)])
        delete headers[name.toLowerCase()];
      await request.fulfill({response, headers});
    });
  }

  for (const route of ['/', '/docs/browser/open', '/search']) {
    test(`${route}: the meta policy blocks an injected inline script, and the page works`, async ({page}) => {
      await withoutHeaders(page, route);
      const errors = consoleErrors(page);
      const response = await page.goto(route);
      expect(response?.headers()['content-security-policy']).toBeUndefined();
      await hydrated(page);
      expect(errors).toEqual([]);
      const violation = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            document.addEventListener('securitypolicyviolation', (event) =>
              resolve([event.effectiveDirective, event.disposition]),
            );
            const script = document.createElement('script');
            script.textContent = 'document.documentElement.dataset.injected = "ran";';
            document.head.append(script);
          }),
      );
      expect(violation).toEqual(['script-src-elem', 'enforce']);
      await expect(page.locator('html')).not.toHaveAttribute('data-injected');
    });
  }

  test("a redirect page's own script runs under its meta policy", async ({page}) => {
    await withoutHeaders(page, '/how-to-recover-password');
    const errors = consoleErrors(page);
    const response = await page.goto('/how-to-recover-password', {waitUntil: 'commit'});
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    await page.waitForURL('/how-to-recovery-password');
    await hydrated(page);
    expect(errors).toEqual([]);
  });

  test('search compiles its WebAssembly under the meta policy', async ({page}) => {
    await withoutHeaders(page, '/docs/browser/open');
    const errors = consoleErrors(page);
    await page.goto('/docs/browser/open');
    await hydrated(page);
    const box = page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
    await box.click();
    await box.fill('webhook');
    await expect(page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('served by deploy/nginx.conf', () => {
  test.beforeEach(async ({request}) => {
    const server = (await request.get('/')).headers()['server'];
    test.skip(server !== 'nginx', "these headers are the production server's; nginx is not installed here");
  });

  test('pages revalidate, carry the generated security headers and come compressed with brotli', async ({request}) => {
    const response = await request.get('/docs/browser/open', {headers: {'Accept-Encoding': 'br'}, maxRedirects: 0});
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-encoding']).toBe('br');
    for (const [name, value] of Object.entries(nginxHeaders)) expect(headers[name.toLowerCase()]).toBe(value);
  });

  test('hashed assets are cached for a year as immutable, gzip for clients without brotli', async ({request}) => {
    const html = await (await request.get('/')).text();
    const main = /src="?(\/assets\/js\/main\.[\w]+\.js)/.exec(html)![1];
    const response = await request.get(main, {headers: {'Accept-Encoding': 'gzip'}});
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('gzip');
  });

  test('a stylesheet carries the headers a stylesheet needs, not those that govern a document', async ({request}) => {
    const html = await (await request.get('/')).text();
    const stylesheet = /<link rel="?stylesheet"? href="?(\/assets\/css\/[\w.]+\.css)/.exec(html)![1]!;
    const headers = (await request.get(stylesheet)).headers();
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe(nginxHeaders['Referrer-Policy']);
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy'])
      expect(headers[name]).toBeUndefined();
  });

  // scripts/compression.mjs gives the stylesheet brotli's best quality so that,
  // headers included, it arrives in the first round trip of a new connection:
  // ten segments of 1,460 bytes. Every page waits for it before its first paint.
  test('the stylesheet, headers included, arrives in the first round trip of a new connection', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get('/')).text();
    const stylesheet = /<link rel="?stylesheet"? href="?(\/assets\/css\/[\w.]+\.css)/.exec(html)![1];
    const {port, hostname} = new URL(baseURL!);
    // The response as it crosses the wire, status line and headers included,
    // which the request API does not count; kept alive, as a browser asks.
    const bytes = await new Promise<number>((resolve, reject) => {
      let received = Buffer.alloc(0);
      const socket = net.connect(Number(port), hostname, () =>
        socket.write(
          `GET ${stylesheet} HTTP/1.1\r\nHost: ${hostname}\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nConnection: keep-alive\r\n\r\n`,
        ),
      );
      socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        const headEnd = received.indexOf('\r\n\r\n') + 4;
        const length = /^content-length: (\d+)$/im.exec(received.subarray(0, headEnd).toString())?.[1];
        if (headEnd > 3 && length && received.length >= headEnd + Number(length)) {
          socket.destroy();
          resolve(received.length);
        }
      });
      socket.on('error', reject);
    });
    expect(
      bytes,
      `the stylesheet and its headers take ${bytes.toLocaleString('en-US')} bytes: past 14,600, every page's first paint waits one more round trip`,
    ).toBeLessThanOrEqual(10 * 1460);
  });

  test('an unknown path gets the not-found page with status 404 and the same headers', async ({request}) => {
    const response = await request.get('/docs/no-such-action');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    expect(response.headers()['content-security-policy']).toBe(policy);
  });
});
