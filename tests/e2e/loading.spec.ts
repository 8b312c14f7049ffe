// Page chunks: a chunk that fails during navigation never leaves a blank
// page, and links are prefetched except on 2g or with data-saver (spec §4, §7).
import {expect, test, type Page} from '@playwright/test';
import {hydrated} from './helpers';

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

/** Docusaurus prefetches a link's chunks by adding <link rel="prefetch"> to the head. */
async function prefetchesAfterScroll(page: Page, connection?: {effectiveType: string; saveData: boolean}) {
  if (connection) {
    await page.addInitScript(
      (value) => Object.defineProperty(navigator, 'connection', {value, configurable: true}),
      connection,
    );
  }
  await page.goto('/');
  await hydrated(page);
  // Links come into view: the cards, then the footer's.
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(1500);
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

test('the progress bar shows only once loading takes longer than 1 second', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  // Every chunk of the next page takes 2.5 s to arrive.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  const bar = page.locator('#nprogress .bar');
  const start = Date.now();
  await page.getByRole('link', {name: 'Troubleshooting'}).first().click();
  await page.waitForTimeout(600);
  expect(await bar.isVisible()).toBe(false);
  await expect(bar).toBeVisible({timeout: 1500});
  expect(Date.now() - start).toBeGreaterThanOrEqual(1000);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Troubleshooting', {timeout: 10_000});
});
