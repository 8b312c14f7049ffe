// API reference pages stay light (issue 16): every /api/ route of the site map
// hydrates at most 1,500 elements; anchors still land on entries; a folded
// details opens to its tables; and the HTML still holds every field key,
// result, error code and message of the catalogue.
import {expect, test, type Page} from '@playwright/test';
import {allActions} from '../../src/catalogue';
import {hydrated} from './helpers';
import {routes as siteMap} from '../routeList';

const MAX_ELEMENTS = 1_500;
const apiRoutes = siteMap.filter((route) => route.startsWith('/api/'));

/**
 * Hydrated, and done with what the first screen starts by itself: the code
 * blocks near the viewport highlighted (diagrams are SVG in the HTML already).
 * Waits for a state, never for time, so a slow machine is slower, not different.
 */
async function settled(page: Page) {
  await hydrated(page);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('[data-plain-code]')].filter(
            (block) => !block.closest('details:not([open])') && block.getBoundingClientRect().top < innerHeight + 400,
          ).length,
      ),
    )
    .toBe(0);
}

/**
 * Every element of the document, but Docusaurus' prefetch hints: it adds one
 * `<link rel="prefetch">` per chunk of each link that comes into view: 300
 * to 450 on a module page (duplicates: 28 distinct URLs among 357 on the
 * browser page), at times the machine decides. They are not laid out.
 */
const elementCount = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('*').length - document.querySelectorAll('link[rel="prefetch"]').length);

test.describe('every API page hydrates a small DOM', () => {
  for (const route of apiRoutes) {
    test(`${route} has at most ${MAX_ELEMENTS} elements, and no anchor inside a folded details`, async ({page}) => {
      await page.goto(route);
      await settled(page);
      expect(await elementCount(page)).toBeLessThanOrEqual(MAX_ELEMENTS);
      // A link to an id in a closed details would land on nothing visible:
      // anchors belong on the entries' headings, which stay outside.
      expect(await page.locator('details [id]').count()).toBe(0);
    });
  }
});

test('an anchor to an entry lands on its heading, on load and from the module index', async ({page}) => {
  await page.goto('/api/actions/browser#browseropen');
  await hydrated(page);
  await expect(page.locator('h3#browseropen')).toBeInViewport();

  await page.goto('/api/actions/browser#browserdownload-v2_0_0');
  await hydrated(page);
  await expect(page.locator('h3#browserdownload-v2_0_0')).toBeInViewport();

  await page.getByRole('region', {name: 'Actions of this module'}).getByRole('link', {name: 'browser.close'}).click();
  await expect(page).toHaveURL(/#browserclose$/);
  await expect(page.locator('h3#browserclose')).toBeInViewport();
});

test("opening an entry's details shows its tables, and its highlighted examples", async ({page}) => {
  const open = allActions.find((action) => action.id === 'browser.open')!;
  await page.goto('/api/actions/browser#browseropen');
  await hydrated(page);
  const entry = page.locator('h3#browseropen').locator('xpath=following-sibling::div[1]');
  const [reference, examples] = [0, 1].map((n) => entry.locator('details').nth(n));

  await reference.getByText(`Inputs (${open.inputs.length})`).click();
  const fields = page.getByRole('region', {name: 'Fields of browser.open v1_0_0'});
  await expect(fields).toBeVisible();
  await expect(fields.getByRole('row')).toHaveCount(open.inputs.length + 1);
  await expect(page.getByRole('region', {name: 'Error codes of browser.open v1_0_0'})).toContainText(
    open.errors[0].message,
  );

  // By keyboard: a native summary opens with Enter.
  await examples.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(examples.getByRole('tab', {name: 'JSON step'})).toBeVisible();
  await expect(examples.locator('.token').first()).toBeVisible();
});

test('the first opening of an entry keeps the details open and the focus on its summary', async ({page}) => {
  // The entry is the server's HTML until then: it renders from the module's data on opening.
  await page.goto('/api/actions/browser#browserclose');
  await hydrated(page);
  const entry = page.locator('h3#browserclose').locator('xpath=following-sibling::div[1]');
  const reference = entry.locator('details').first();
  await reference.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', {name: 'Error codes of browser.close v1_0_0'})).toBeVisible();
  await expect(reference).toHaveAttribute('open', '');
  await expect(reference.locator('summary')).toBeFocused();
  // And closes again from the keyboard.
  await page.keyboard.press('Enter');
  await expect(reference).not.toHaveAttribute('open');
});

test('a client-side visit shows the whole page and lands on the linked entry', async ({page}) => {
  await page.goto('/docs/');
  await hydrated(page);
  const rows = page.locator('#all-actions-rows');
  await rows.locator('a[href="/api/actions/browser#browserdownload-v2_0_0"]').click();
  await expect(page).toHaveURL(/\/api\/actions\/browser#browserdownload-v2_0_0$/);
  await expect(page.locator('h3#browserdownload-v2_0_0')).toBeInViewport();
  // Every entry and the module index rendered from the data, no page load.
  await expect(page.locator('[id^="api-entry-browser-"]')).toHaveCount(
    allActions.filter((action) => action.apiRoute.startsWith('/api/actions/browser#')).length,
  );
  await expect(page.getByRole('region', {name: 'Actions of this module'}).getByRole('row')).toHaveCount(
    allActions.filter((action) => action.apiRoute.startsWith('/api/actions/browser#')).length + 1,
  );
  await page.locator('[id="api-entry-browser-open"] summary').first().click();
  await expect(page.getByRole('region', {name: 'Fields of browser.open v1_0_0'})).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test('a module page drawn from three groups keeps its index on first load and shows it whole on a client-side visit', async ({
  page,
}) => {
  // /api/actions/utils lists utils.*, apis.api-request and desktop.process.* (actionsOf), none of them bundled.
  const onPage = allActions.filter((action) => action.apiRoute.startsWith('/api/actions/utils#'));
  const index = page.getByRole('region', {name: 'Actions of this module'});
  await page.goto('/api/actions/utils');
  await hydrated(page);
  await expect(index.getByRole('row')).toHaveCount(onPage.length + 1);
  await page.locator('[id="api-entry-apis-api-request"] summary').first().click();
  await expect(page.getByRole('region', {name: 'Fields of apis.api-request v1_0_0'})).toBeVisible();

  await page.goto('/docs/');
  await hydrated(page);
  await page.locator('#all-actions-rows a[href="/api/actions/utils#desktopprocessstart"]').click();
  await expect(page).toHaveURL(/\/api\/actions\/utils#desktopprocessstart$/);
  await expect(page.locator('h3#desktopprocessstart')).toBeInViewport();
  await expect(index.getByRole('row')).toHaveCount(onPage.length + 1);
  await expect(index.getByRole('link', {name: 'apis.api-request'})).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

// Audit V, item 1: opened, browser.click's fields table ran 100 px past its
// box at 1280 px, the Description column clipped. Every table an entry opens
// to fits its box, on the page with the most entries.
test('the tables of an opened entry fit their box at 1280 px', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/api/actions/browser');
  await hydrated(page);
  const opened: string[] = [];
  for (const id of ['browser.open', 'browser.click', 'browser.upload', 'browser.solve-recaptcha']) {
    const action = allActions.find((each) => each.id === id)!;
    await page.locator(`[id="api-entry-browser-${action.key}"] summary`).first().click();
    opened.push(`Fields of ${id} ${action.version}`, `Error codes of ${id} ${action.version}`);
  }
  for (const name of opened) {
    const region = page.getByRole('region', {name});
    await expect(region).toBeVisible();
    expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth), name).toBeLessThanOrEqual(0);
  }
});

test.describe('the HTML of the API pages', () => {
  // What the server sent, before any script: what search engines and the
  // search index read, and what find-in-page searches in closed details.
  test.use({javaScriptEnabled: false});
  const routes = [...new Set(allActions.map((action) => action.apiRoute.split('#')[0]))];

  for (const route of routes.filter((r) => apiRoutes.includes(r))) {
    test(`${route}: each entry names its field keys, results, error codes and messages`, async ({page}) => {
      await page.goto(route);
      // The text of each entry, by its heading's id: up to the next heading.
      const sections: Record<string, string> = await page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('article h3[id]')].map((heading) => {
            let text = '';
            for (let el = heading.nextElementSibling; el && !/^H[23]$/.test(el.tagName); el = el.nextElementSibling)
              text += el.textContent;
            return [heading.id, text];
          }),
        ),
      );
      const missing = allActions
        .filter((action) => action.apiRoute.split('#')[0] === route)
        .flatMap((action) => {
          const text = sections[action.apiRoute.split('#')[1]] ?? '';
          return [
            ...action.inputs.map((input) => input.key),
            ...action.outputs.map((output) => output.name),
            ...action.errors.flatMap((error) => [error.code, error.message]),
          ]
            .filter((word) => !text.includes(word))
            .map((word) => `${action.id} ${action.version}: ${word}`);
        });
      expect(missing).toEqual([]);
    });
  }
});
