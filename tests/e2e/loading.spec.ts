// Page chunks: a chunk that fails during navigation never leaves a blank
// page, and links are prefetched except on 2g or with data-saver (spec §4, §7).
import {expect, test, type Page} from '@playwright/test';
import {hydrated, prefetchesAsked, prefetchesRun, preloadsAsked, recordPrefetches} from './helpers';

test('a chunk that fails during navigation ends on the page, not a blank one', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  // Fail every script request once, from now on: the next navigation's chunks cannot load.
  const failed = new Set<string>();
  await page.route('**/assets/js/*.js', (route) => {
    const url = route.request().url();
    if (failed.has(url)) return route.continue();
    failed.add(url);
    return route.abort();
  });
  await page.getByRole('link', {name: 'Troubleshooting'}).first().click();
  await expect(page).toHaveURL(/\/troubleshooting$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Troubleshooting');
  expect(failed.size).toBeGreaterThan(0);
});

/**
 * Docusaurus prefetches a link's chunks by adding <link rel="prefetch"> to the
 * head when the link comes into view. `window.docusaurus.prefetch` is wrapped
 * to record each request, so a test waits for the site to have asked, and for
 * those requests to have run (each in an idle callback), not for a fixed time,
 * before counting what it prefetched.
 */
async function prefetchesAfterScroll(page: Page, connection?: {effectiveType: string; saveData: boolean}) {
  await recordPrefetches(page, connection);
  await page.goto('/');
  await hydrated(page);
  // The footer's links come into view.
  const footerLinks = page.locator('footer a.footer__link-item[href^="/"]');
  await footerLinks.last().scrollIntoViewIfNeeded();
  const footerPaths = await footerLinks.evaluateAll((links) =>
    links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  expect(footerPaths.length).toBeGreaterThan(0);
  await expect.poll(() => prefetchesAsked(page)).toEqual(expect.arrayContaining(footerPaths));
  await prefetchesRun(page);
  return page.locator('link[rel="prefetch"]').count();
}

test('links in view are prefetched', async ({page}) => {
  expect(await prefetchesAfterScroll(page)).toBeGreaterThan(0);
});

test('nothing is prefetched on a 2g connection', async ({page}) => {
  expect(await prefetchesAfterScroll(page, {effectiveType: '2g', saveData: false})).toBe(0);
});

test('nothing is prefetched with data-saver on', async ({page}) => {
  expect(await prefetchesAfterScroll(page, {effectiveType: '4g', saveData: true})).toBe(0);
});

/** Hovers a sidebar link and returns what Docusaurus did with the preload it was asked for. */
async function preloadOnHover(page: Page, connection?: {effectiveType: string; saveData: boolean}) {
  await recordPrefetches(page, connection);
  await page.goto('/docs/browser/open');
  await hydrated(page);
  const link = page.locator('aside').getByRole('link', {name: 'Navigation', exact: true});
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await link.hover();
  await expect.poll(() => preloadsAsked(page)).toEqual([expect.objectContaining({path: '/docs/browser/navigation'})]);
  return {preload: (await preloadsAsked(page))[0], scripts};
}

test('hovering a link loads the chunks of its page', async ({page}) => {
  const {preload, scripts} = await preloadOnHover(page);
  expect(preload.declined).toBe(false);
  // The route's chunks are requested as scripts (from the cache when prefetched already).
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
});

test('hovering a link loads nothing on a 2g connection', async ({page}) => {
  expect((await preloadOnHover(page, {effectiveType: '2g', saveData: false})).preload.declined).toBe(true);
});

test('hovering a link loads nothing with data-saver on', async ({page}) => {
  expect((await preloadOnHover(page, {effectiveType: '4g', saveData: true})).preload.declined).toBe(true);
});

// Timers run on Playwright's clock, paused: the 200 ms nprogress start and the
// 1000 ms delay fire only when the test moves the clock, however slow the machine.
test('the progress bar shows only once loading takes longer than 1 second', async ({page}) => {
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  // The next page's chunks are held until the test releases them.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.clock.pauseAt(Date.now() + 60_000);
  const html = page.locator('html');
  const bar = page.locator('#nprogress .bar');
  await page.getByRole('link', {name: 'Troubleshooting'}).first().click();
  await expect(html).toHaveAttribute('data-navigation', 'pending');
  await page.clock.runFor(999);
  // nprogress has started (after 200 ms) but the bar is not shown yet.
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(bar).toBeHidden();
  await page.clock.runFor(1);
  await expect(html).toHaveAttribute('data-navigation', 'slow');
  await expect(bar).toBeVisible();
  release();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Troubleshooting');
  await expect(html).not.toHaveAttribute('data-navigation', /./);
});
