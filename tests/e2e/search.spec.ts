// Offline search over both documentation areas and the blog.
import {expect, test, type Page} from '@playwright/test';
import {holdScriptsNotNamedInHtml, hydrated} from './helpers';

const searchBox = (page: Page) => page.getByRole('navigation', {name: 'Main'}).locator('input[aria-label="Search"]');

// The search box's own chunk loads after hydration; its shortcut hint shows it is in place.
const searchLoaded = (page: Page) => expect(page.locator('.navbar__search kbd').first()).toBeVisible();

async function search(page: Page, query: string) {
  await page.goto('/');
  await hydrated(page);
  await searchLoaded(page);
  await searchBox(page).click();
  await searchBox(page).pressSequentially(query, {delay: 20});
  return page.getByRole('option');
}

test('typing "fill field" offers the Fill field action page, named with its area', async ({page}) => {
  const options = await search(page, 'fill field');
  await expect(options.first()).toContainText('Fill field');
  await expect(options.first()).toContainText('Docs › Actions › Browser');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/browser\/fill-field$/);
});

const results = (page: Page) => page.locator('#__docusaurus_skipToContent_fallback article');

test('an error code finds the page that explains it', async ({page}) => {
  await page.goto('/search?q=BROWSER_DOWNLOAD_TIMEOUT');
  await hydrated(page);
  await expect(results(page).locator('a[href^="/docs/browser/download/v2_0_0"]').first()).toBeVisible();
});

test('API pages are found too, named as the API area', async ({page}) => {
  const options = await search(page, 'checker cnpj');
  await expect(options.filter({hasText: 'API'}).first()).toBeVisible();
});

test('the index loads only when a search starts, and no request leaves the site', async ({page, baseURL}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/');
  await hydrated(page);
  await searchLoaded(page);
  expect(requests.filter((url) => url.includes('search-index'))).toEqual([]);
  await searchBox(page).click();
  await searchBox(page).pressSequentially('webhook');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(requests.filter((url) => url.includes('search-index')).length).toBeGreaterThan(0);
  expect(requests.filter((url) => !url.startsWith(baseURL!) && !url.startsWith('data:'))).toEqual([]);
});

test('the search page at /search lists results for a query', async ({page}) => {
  await page.goto('/search?q=download');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toContainText('download');
  await expect(results(page).locator('a[href^="/docs/browser/download/"]').first()).toBeVisible();
});

test('Ctrl+K focuses the search box', async ({page}) => {
  await page.goto('/docs/browser/open');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
});

test('what a reader types before the search box has loaded carries over', async ({page}) => {
  const release = await holdScriptsNotNamedInHtml(page, '/');
  await page.goto('/');
  await hydrated(page);
  await searchBox(page).click();
  await searchBox(page).pressSequentially('fill field', {delay: 20});
  release();
  await expect(page.getByRole('option').first()).toContainText('Fill field');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('fill field');
});

test('Ctrl+K focuses the search box before it has loaded, and focus carries over', async ({page}) => {
  const release = await holdScriptsNotNamedInHtml(page, '/docs/browser/open');
  await page.goto('/docs/browser/open');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  release();
  await searchLoaded(page);
  await expect(searchBox(page)).toBeFocused();
});
