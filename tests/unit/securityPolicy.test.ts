/**
 * @jest-environment node
 */
// The security policy's one source (deploy/policy.mjs): which scripts it
// hashes, what the <meta> policy leaves out, and where the meta goes.
import {createHash} from 'node:crypto';
import {
  DIRECTIVES,
  OTHER_HEADERS,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  nginxHeaders,
  STYLESHEET_HEADERS,
  withMetaPolicy,
} from '../../deploy/policy.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (head: string, body = '') =>
  `<!doctype html><html lang=en><head><meta charset=UTF-8>${head}</head><body>${body}</body></html>`;

test('hashes every inline script the browser runs, and only those', () => {
  const html = page(
    '<script>var a = 1;</script><script type=module>import "/x.js"</script><script src=/assets/main.js defer></script>',
    '<script type=application/ld+json>{"@type":"BreadcrumbList"}</script><script></script><script data-type=x>\n b()\n</script>',
  );
  expect(inlineScriptHashes(html)).toEqual([sha256('var a = 1;'), sha256('import "/x.js"'), sha256('\n b()\n')]);
});

test('the meta policy is the header policy without what a meta cannot carry', () => {
  const hashes = [sha256('b'), sha256('a')];
  const header = contentSecurityPolicy(hashes);
  const meta = contentSecurityPolicy(hashes, {meta: true});
  expect(header).toBe(`${meta}; frame-ancestors 'none'`);
  expect(meta).not.toMatch(/frame-ancestors|report-uri|sandbox/);
  expect(header).toContain(`script-src 'self' 'wasm-unsafe-eval' ${[...hashes].sort().join(' ')};`);
  expect(header).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  expect(header.split('; ').map((directive) => directive.split(' ')[0])).toEqual(Object.keys(DIRECTIVES));
});

test('the meta goes right after the charset and leaves inline scripts as they were', () => {
  const html = page('<title>T</title><script>document.title = "x"</script>');
  const withMeta = withMetaPolicy(html, "default-src 'self'");
  expect(withMeta).toMatch(
    /^<!doctype html><html lang=en><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><title>/,
  );
  expect(inlineScriptHashes(withMeta)).toEqual(inlineScriptHashes(html));
  // A second run replaces the policy rather than adding one.
  expect(withMetaPolicy(withMeta, "default-src 'none'")).toBe(withMetaPolicy(html, "default-src 'none'"));
});

test("the meta is the head's first element when there is no charset declaration", () => {
  expect(withMetaPolicy('<html><head><title>T</title>', 'x')).toBe(
    '<html><head><meta http-equiv="Content-Security-Policy" content="x"><title>T</title>',
  );
  expect(() => withMetaPolicy('<p>no head</p>', 'x')).toThrow(/No <head>/);
});

test('nginx and _headers send the same headers', () => {
  const all = {'Content-Security-Policy': "default-src 'self'", ...OTHER_HEADERS};
  const nginx = [...nginxHeaders(all['Content-Security-Policy']).matchAll(/^add_header (\S+) "(.*)" always;$/gm)];
  expect(Object.fromEntries(nginx.map(([, name, value]) => [name, value]))).toEqual(all);
  const [path, ...lines] = headersFile(all['Content-Security-Policy']).trimEnd().split('\n');
  expect(path).toBe('/*');
  expect(Object.fromEntries(lines.map((line) => /^ {2}([\w-]+): (.*)$/.exec(line)!.slice(1)))).toEqual(all);
});

test("the stylesheets' nginx include sends only the headers a stylesheet needs", () => {
  const include = nginxHeaders("default-src 'self'", STYLESHEET_HEADERS);
  expect([...include.matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map(([, name, value]) => [name, value])).toEqual([
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', OTHER_HEADERS['Referrer-Policy']],
  ]);
});
