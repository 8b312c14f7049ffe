// What readers get from the guides, diagrams, blog feeds and redirects (issue: guides, tutorials and blog).
import {expect, test} from '@playwright/test';
import {hydrated} from './helpers';
import {routes} from './siteMap';

for (const [from, to] of [
  ['/how-to-access-tucano-studio', '/how-to-acess-tucano-studio'],
  ['/how-to-recover-password', '/how-to-recovery-password'],
]) {
  test(`the correct spelling ${from} leads to ${to}`, async ({page}) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
}

test('diagrams render as SVG in light and dark', async ({page}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme});
    await page.goto('/tutorials/webhook');
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    // Diagrams mount near the viewport: bring the first one there, rendered or not.
    await page.evaluate(() => document.querySelector('[data-mermaid-diagram]')!.scrollIntoView());
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  }
});

test('Mermaid loads only when the reader scrolls near a diagram', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/tutorials/variables');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const beforeScrolling = scripts.length;
  await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);

  await page.evaluate(() => document.querySelector('[data-mermaid-diagram]')!.scrollIntoView());
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(beforeScrolling);
});

for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
  test(`${feed} is well-formed and lists every post`, async ({page, request}) => {
    const response = await request.get(feed);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto('/');
    const items = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return -1;
      return doc.querySelectorAll('item, entry').length;
    }, xml);
    expect(items).toBeGreaterThanOrEqual(6);
  });
}

test('the blog archive lists every post, newest first', async ({page}) => {
  await page.goto('/blog/archive');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  const posts = page.locator('main a[href^="/blog/20"]');
  expect(await posts.count()).toBeGreaterThanOrEqual(6);
  await expect(posts.first()).toHaveAttribute('href', /\/blog\/2026\/11\/18\//);
});

// The table's rows come from generated data (src/plugins/catalogue), not the page's own imports.
test('All actions lists every action page and filters as the reader types', async ({page}) => {
  const actionPages = routes.filter((route) => route.startsWith('/docs/'));
  await page.goto('/docs/');
  await hydrated(page);
  const rows = page.getByRole('region', {name: 'All actions'}).locator('tbody tr');
  await expect(rows).toHaveCount(actionPages.length);
  await expect(page.getByText(`${actionPages.length} of ${actionPages.length} actions`)).toBeVisible();

  await page.getByRole('searchbox').fill('whatsapp');
  await expect(rows).not.toHaveCount(actionPages.length);
  for (const row of await rows.all()) await expect(row).toContainText(/whatsapp/i);
  await rows.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/docs\/(messaging|robot|tutorials)/);
});
