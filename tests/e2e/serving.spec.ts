// How the static server and the site answer paths that are not plain routes.
import {expect, test} from '@playwright/test';
import {gotoHoldingScriptsNotNamedInHtml, hydrated} from './helpers';

test('an unknown path shows the not-found page with status 404', async ({page}) => {
  const response = await page.goto('/docs/browser/teleport');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Page Not Found/i);
  // The tab says so too, before and after hydration.
  await expect(page).toHaveTitle('Page Not Found | Documentação Tucano');
  await hydrated(page);
  await expect(page).toHaveTitle('Page Not Found | Documentação Tucano');
  await expect(
    page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}),
  ).toBeVisible();
});

test('a path ending in /index.html shows its folder page', async ({page}) => {
  await page.goto('/api/index.html');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Tucano API reference');
});

test('internal links of the entry pages answer without a redirect', async ({page, request}) => {
  const hrefs = new Set<string>();
  for (const entry of ['/', '/api/']) {
    await page.goto(entry);
    for (const href of await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      hrefs.add(href.split('#')[0]);
    }
  }
  expect(hrefs.size).toBeGreaterThan(10);
  for (const href of hrefs) {
    const response = await request.get(href, {maxRedirects: 0});
    expect(response.status(), href).toBe(200);
  }
});

test('both spellings of a route answer: with and without the trailing slash', async ({request}) => {
  for (const path of ['/api/', '/api', '/blog', '/blog/']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

// The route's own chunks are named in the HTML (src/plugins/preloadRouteChunks),
// so the browser fetches them alongside main.js, not after it has run.
for (const route of ['/docs/browser/open', '/api/actions/browser', '/blog']) {
  test(`${route} hydrates with only the scripts its HTML names, each fetched once`, async ({page}) => {
    const html = await (await page.request.get(route)).text();
    const preloaded = [...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g)].map(
      ([, href]) => href,
    );
    expect(preloaded.length).toBeGreaterThan(3);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    // Any chunk the page needs but does not name would stall hydration here.
    await gotoHoldingScriptsNotNamedInHtml(page, route);
    await hydrated(page);
    for (const href of preloaded) expect(scripts.filter((script) => script === href)).toHaveLength(1);
  });
}

// Spec §8: a wrongly configured base path gets a banner. Docusaurus shows it
// when the page's scripts and styles never arrived, as when they are looked
// for under the wrong path (its own stylesheet hides it otherwise): here they
// are refused, and the security policy must let the banner's inline script run.
test('a page whose scripts cannot load warns of a wrong base path', async ({page}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/assets/**', (route) => route.abort());
  await page.goto('/');
  const banner = page.locator('#__docusaurus-base-url-issue-banner-container');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('did not load properly');
  expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
});
