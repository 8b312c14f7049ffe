// Keyboard, tabs, scrolling, table of contents and page head (spec §2.5, §2.6, §4).
import {expect, test} from '@playwright/test';
import {allActions} from '../../src/catalogue';
import {hydrated} from './helpers';

test('the skip-to-content link is the first Tab stop and moves focus to the content', async ({page}) => {
  await page.goto('/docs/browser/fill-field');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus moves to the content: the next Tab stop is inside it, past the navbar and sidebar.
  await page.keyboard.press('Tab');
  const inContent = await page.evaluate(
    () => Boolean(document.activeElement?.closest('main')) && !document.activeElement?.closest('nav.navbar, aside'),
  );
  expect(inContent).toBe(true);
});

test('keyboard-navigation mode is on after Tab and off after a mouse press', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const body = page.locator('body');
  await page.keyboard.press('Tab');
  await expect(body).toHaveClass(/navigation-with-keyboard/);
  await page.mouse.click(600, 500);
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
});

test('a tab choice is stored under docusaurus.tab.<groupId> and restored on other pages and after reload', async ({
  page,
}) => {
  await page.goto('/how-to-download-and-install-tucano-client');
  await hydrated(page);
  await page.getByRole('tab', {name: 'Linux'}).first().click();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('linux');
  await page.goto('/tutorials/file-picker');
  await hydrated(page);
  await expect(page.getByRole('tab', {name: 'Linux'}).first()).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('tab', {name: 'Linux'}).first()).toHaveAttribute('aria-selected', 'true');
});

test('API entries show one example at a time, in the form last chosen on any API page', async ({page}) => {
  // Examples are folded: open the first entry's.
  const openExamples = async () => {
    await page
      .getByText(/^JSON step and custom code example$/)
      .first()
      .click();
    return page.getByRole('tabpanel').first();
  };
  await page.goto('/api/actions/browser');
  await hydrated(page);
  const firstEntry = await openExamples();
  await expect(firstEntry).toContainText('"action": "browser.');
  await expect(firstEntry).not.toContainText('await actions.browser');
  await page.getByRole('tab', {name: 'customCode v2'}).first().click();
  await expect(firstEntry).toContainText('await actions.browser');
  await page.goto('/api/actions/office/excel');
  await hydrated(page);
  const excelEntry = await openExamples();
  await expect(page.getByRole('tab', {name: 'customCode v2'}).first()).toHaveAttribute('aria-selected', 'true');
  await expect(excelEntry).toContainText('await actions.');
});

test('after navigation the view is at the top', async ({page}) => {
  await page.goto('/docs/browser/get-table');
  await hydrated(page);
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.locator('a.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/docs\/browser\/get-url$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('after navigation to a hash the view is at that anchor', async ({page}) => {
  await page.goto('/docs/browser/get-table#troubleshooting');
  await hydrated(page);
  const heading = page.locator('#troubleshooting');
  await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(200);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

test('after a link to another page’s anchor, the view is at that anchor', async ({page}) => {
  await page.goto('/docs/browser/click');
  await hydrated(page);
  // Set on this document: still there after the click only if no full load happened.
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  await page.getByRole('link', {name: 'robot setting (30 000 ms)'}).click();
  await expect(page).toHaveURL(/\/how-to-set-robot-settings#default-timeout$/);
  const heading = page.locator('#default-timeout');
  await expect(heading).toBeInViewport();
  await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(200);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
});

test('the table of contents lists the h2 and h3 headings only', async ({page}) => {
  await page.goto('/docs/browser/get-table');
  await hydrated(page);
  const headingIds = await page
    .locator('article .markdown > :is(h2, h3)[id]')
    .evaluateAll((hs) => hs.map((h) => `#${h.id}`));
  const tocLinks = await page
    .locator('.table-of-contents a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(headingIds.length).toBeGreaterThan(5);
  expect(tocLinks).toEqual(headingIds);
});

test('the page head carries canonical, social, alternate, favicon and Docusaurus meta tags', async ({page}) => {
  await page.goto('/docs/browser/fill-field');
  const url = 'https://docs.tucano.example/docs/browser/fill-field';
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', url);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', url);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/img/favicon.svg');
  await expect(page.locator('meta[name="docusaurus_locale"]')).toHaveAttribute('content', 'en');
  await expect(page.locator('meta[name="docusaurus_version"]')).toHaveAttribute('content', 'current');
  await expect(page.locator('meta[name="docusaurus_tag"]')).toHaveAttribute('content', 'docs-default-current');
  await expect(page).toHaveTitle('Fill field | Documentação Tucano');
});

test('the social card the head names is a real image', async ({page, request}) => {
  await page.goto('/docs/browser/fill-field');
  const card = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(card).toBe('https://docs.tucano.example/img/social-card.png');
  const response = await request.get(new URL(card!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

test("a group page's action cards link to their pages, on the first load and after a client-side visit", async ({
  page,
}) => {
  // The cards are the server's HTML on a first load, rendered from the group's data on a client-side visit.
  const mysql = allActions.filter((action) => action.group === 'database' && action.key.startsWith('mysql/'));
  const cards = page.locator('[id="group-actions-database-mysql"]');
  await page.goto('/docs/database');
  await hydrated(page);
  await expect(cards.getByRole('heading')).toHaveCount(mysql.length);
  await cards.getByRole('link', {name: 'Run query'}).click();
  await expect(page).toHaveURL(/\/docs\/database\/mysql\/query$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('Run query');

  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/database$/);
  await expect(cards.getByRole('heading')).toHaveCount(mysql.length);
  await expect(cards.getByRole('link', {name: 'Run query'})).toHaveAttribute('href', '/docs/database/mysql/query');
  // Neither move reloaded the page.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});
