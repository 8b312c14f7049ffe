// Navbar, mobile sidebar, doc sidebar and announcement bar (spec §2.6, §4, §9).
import {expect, test, type Page} from '@playwright/test';
import {hydrated} from './helpers';

const navbar = (page: Page) => page.locator('nav.navbar');
const isShown = async (page: Page) => (await navbar(page).boundingBox())!.y >= 0;

test('every page shows, in order: skip link, announcement bar, fixed navbar, body, footer', async ({page}) => {
  await page.goto('/docs/browser/open');
  await hydrated(page);
  const parts = await page.evaluate(() =>
    [...document.querySelectorAll('#__docusaurus > *')].map((part) =>
      part.querySelector(':scope > a[class*="skipToContent"]')
        ? 'skip link'
        : part.matches('.theme-announcement-bar')
          ? 'announcement bar'
          : part.matches('nav.navbar.navbar--fixed-top')
            ? 'fixed navbar'
            : part.matches('.main-wrapper')
              ? 'body'
              : part.matches('footer.theme-layout-footer')
                ? 'footer'
                : null,
    ),
  );
  expect(parts.filter(Boolean)).toEqual(['skip link', 'announcement bar', 'fixed navbar', 'body', 'footer']);
});

test('the navbar puts Docs and API on the left, and an item that names no position on the right', async ({page}) => {
  await page.goto('/docs/browser/open');
  await hydrated(page);
  const left = navbar(page).locator('.navbar__items:not(.navbar__items--right)');
  const right = navbar(page).locator('.navbar__items--right');
  await expect(left.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/');
  await expect(left.getByRole('link', {name: 'API', exact: true})).toHaveAttribute('href', '/api/');
  // The repository link's config gives it no position (docusaurus.config.ts).
  await expect(right.getByRole('link', {name: 'Tucano docs on GitHub'})).toHaveAttribute(
    'href',
    'https://github.com/tucano-rpa/tucano-docs',
  );
  await expect(left.getByRole('link', {name: 'Tucano docs on GitHub'})).toHaveCount(0);
});

test.describe('navbar on scroll', () => {
  test('hides when scrolling down, returns when scrolling up, stays shown near the top', async ({page}) => {
    await page.goto('/docs/browser/get-table');
    await hydrated(page);
    await page.mouse.wheel(0, 30);
    // The scroll has happened and two frames have passed, so its handler has run.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await isShown(page)).toBe(true);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => isShown(page)).toBe(false);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => isShown(page)).toBe(true);
  });
});

// The layout turns mobile at a width of 996 px (spec §9): these run at 996 itself.
test.describe('at 996 px and below', () => {
  test.use({viewport: {width: 996, height: 900}});

  test('the toggle opens the slide-out sidebar, which leads back to the main menu', async ({page}) => {
    await page.goto('/docs/browser/fill-field');
    await hydrated(page);
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await expect(sidebar.getByRole('link', {name: 'API', exact: true})).toBeVisible();
  });

  test('the sidebar closes on navigation', async ({page}) => {
    await page.goto('/docs/browser/fill-field');
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Click', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/browser\/click$/);
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });

  test('the toggle hides the sidebar again: its close button, or a tap beside it', async ({page}) => {
    await page.goto('/docs/browser/fill-field');
    await hydrated(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    const sidebar = page.locator('.navbar-sidebar');
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await toggle.click();
    await expect(sidebar).toBeVisible();
    // The backdrop covers the page beside the sidebar.
    await page.locator('.navbar-sidebar__backdrop').click({position: {x: 900, y: 400}});
    await expect(sidebar).toBeHidden();
    await expect(page).toHaveURL(/\/docs\/browser\/fill-field$/);
  });

  test('the sidebar is forced closed when the window widens to desktop', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test.describe('at 997 px', () => {
  test.use({viewport: {width: 997, height: 900}});

  test('the doc sidebar shows, and its categories expand and collapse', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await expect(sidebar).toBeVisible();
    const guides = sidebar
      .getByRole('button', {name: 'Guides'})
      .or(sidebar.getByRole('link', {name: 'Guides'}))
      .first();
    const guide = sidebar.getByRole('link', {name: 'Troubleshooting'});
    await expect(guide).toBeVisible();
    await guides.click();
    await expect(guide).toBeHidden();
    await guides.click();
    await expect(guide).toBeVisible();
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('.theme-announcement-bar');

  test('dismissal persists across reload', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(bar(page)).toBeHidden();
  });

  test('a new announcement id shows it again', async ({page}) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'client-4-1');
    });
    await page.reload();
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('link', {name: 'Read the release notes'})).toHaveAttribute(
      'href',
      '/blog/2026/11/10/tucano-client-4-2',
    );
  });
});

test('the footer carries social links with icons, grouped links, the copyright and the logo', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer.theme-layout-footer');
  for (const network of ['YouTube', 'LinkedIn', 'Instagram', 'GitHub']) {
    // Named by its label; upstream adds "(opens in new tab)" for external links.
    const link = footer.getByRole('link', {name: new RegExp(`^${network}`)});
    await expect(link).toBeVisible();
    await expect(link.locator('svg[aria-hidden="true"]')).toHaveCount(1);
  }
  await expect(footer.locator('.footer__title')).toHaveText(['Documentation', 'Community', 'More']);
  await expect(footer.getByText(/Copyright © \d{4} Tucano Automation/)).toBeVisible();
  await expect(footer.getByRole('img', {name: 'Tucano logo'})).toBeVisible();
  await expect(footer).toHaveClass(/footer--dark/);
  // Upstream's external-link icon, 13.5 px (spec §9).
  await expect(
    footer.getByRole('link', {name: /^YouTube/}).locator('svg[aria-label="(opens in new tab)"]'),
  ).toHaveAttribute('width', '13.5');
});

// A grouped number ("30 000 ms") wraps as one word (src/plugins/keepNumbersWhole):
// at 800 px the Inputs table's Default column once showed "robot setting (30"
// above "000 ms)". Each number's first and last digits are on the same line.
test.describe('grouped numbers', () => {
  test.use({viewport: {width: 800, height: 900}});

  for (const route of ['/docs/browser/click', '/how-to-set-robot-settings']) {
    test(`never wrap inside on ${route}`, async ({page}) => {
      await page.goto(route);
      const {numbers, split} = await page.locator('article').evaluate((article) => {
        const found = {numbers: 0, split: [] as string[]};
        const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        const lineOf = (text: Text, index: number) => {
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          return Math.round(range.getBoundingClientRect().top);
        };
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node as Text;
          for (const match of text.data.matchAll(/\d\s\d{3}(?!\d)/g)) {
            found.numbers += 1;
            if (lineOf(text, match.index) !== lineOf(text, match.index + match[0].length - 1))
              found.split.push(match[0]);
          }
        }
        return found;
      });
      expect(numbers).toBeGreaterThan(0);
      expect(split).toEqual([]);
    });
  }
});

// Reference tables at tablet and desktop widths (audit V, items 1 and 16): an
// Errors table's Code column was as wide as its longest ERROR_CODE, which never
// broke, and pushed "What to do" out of the box (+430 px on Textract). Each
// table stays a table, fits its box with no sideways scroll, and no column is
// squeezed to a sliver; codes break only after their underscores, versions
// never.
const WIDE_TABLE_PAGES = [
  '/docs/apis/aws/textract',
  '/docs/browser/upload',
  '/docs/database/SQLServer/transactions',
  '/docs/messaging/whatsAppSendMessage',
  '/docs/',
];

for (const width of [768, 1280]) {
  test.describe(`reference tables at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    for (const route of WIDE_TABLE_PAGES) {
      test(`fit their box on ${route}`, async ({page}) => {
        await page.goto(route);
        await hydrated(page);
        const tables = await page.locator('article [role="region"][class*="reference"]').evaluateAll((regions) =>
          regions.map((region) => ({
            label: region.getAttribute('aria-label'),
            display: getComputedStyle(region.querySelector('table')!).display,
            overflow: region.scrollWidth - region.clientWidth,
            narrowestColumn: Math.min(
              ...[...region.querySelectorAll('thead th')].map((th) => Math.round(th.getBoundingClientRect().width)),
            ),
          })),
        );
        expect(tables.length).toBeGreaterThan(0);
        for (const table of tables) {
          expect(table, `${table.label}`).toMatchObject({display: 'table', overflow: 0});
          expect(table.narrowestColumn, `${table.label}: narrowest column`).toBeGreaterThanOrEqual(56);
        }
      });
    }

    test('error codes break only after an underscore, and stay exact when copied', async ({page}) => {
      await page.goto('/docs/database/SQLServer/transactions');
      await hydrated(page);
      const codes = page.getByRole('region', {name: 'Errors of Transaction'}).locator('tbody th code');
      const lines = await codes.evaluateAll((elements) =>
        elements.map((code) => {
          const texts = [...code.childNodes].filter((node): node is Text => node instanceof Text);
          const range = document.createRange();
          // The text before each line break, from the top of each character.
          const ends: string[] = [];
          let previousTop: number | undefined;
          let line = '';
          for (const text of texts) {
            for (let k = 0; k < text.data.length; k++) {
              range.setStart(text, k);
              range.setEnd(text, k + 1);
              const top = range.getBoundingClientRect().top;
              if (previousTop !== undefined && top - previousTop > 2) ends.push(line);
              previousTop = top;
              line += text.data[k];
            }
          }
          return {code: code.textContent, ends};
        }),
      );
      expect(lines.length).toBeGreaterThan(0);
      for (const {code, ends} of lines) for (const end of ends) expect(end, code!).toMatch(/_$/);
      // Some code is long enough to break here: the test sees breaks at all.
      expect(lines.some(({ends}) => ends.length > 0)).toBe(true);
      // A <wbr> adds no text: what a reader selects and copies is the code.
      await codes.first().selectText();
      expect(await page.evaluate(() => getSelection()!.toString())).toBe(await codes.first().textContent());
    });

    test('versions never break: each v2_0_0 is on one line', async ({page}) => {
      for (const route of ['/api/', '/tutorials/actions']) {
        await page.goto(route);
        await hydrated(page);
        const versions = await page.locator('article code').evaluateAll((codes) =>
          codes
            .filter((code) => /^v\d+_\d+_\d+$/.test(code.textContent!.trim()) && !code.closest('pre'))
            .map((code) => ({
              text: code.textContent,
              lines: new Set([...code.getClientRects()].map((r) => Math.round(r.top))).size,
            })),
        );
        expect(versions.length, route).toBeGreaterThan(0);
        expect(
          versions.filter((version) => version.lines > 1),
          route,
        ).toEqual([]);
      }
    });
  });
}

// Audit V, item 6: Infima's `.markdown li + li` margin put the first card of a
// grid, and the first fact of an action's summary, 4 px above the others.
test.describe('card grids and the facts row', () => {
  test.use({viewport: {width: 1280, height: 900}});

  for (const route of ['/', '/docs/browser/']) {
    test(`the first card of ${route} shares its row's top`, async ({page}) => {
      await page.goto(route);
      await hydrated(page);
      const tops = await page
        .locator('article ul[class*="cards"]')
        .first()
        .evaluate((list) => {
          const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
          return [...list.children].slice(0, columns).map((card) => card.getBoundingClientRect().top);
        });
      expect(tops.length).toBeGreaterThan(1);
      expect(new Set(tops).size).toBe(1);
    });
  }

  test('the facts of an action share the top of their line', async ({page}) => {
    await page.goto('/docs/browser/download/v1_0_0');
    await hydrated(page);
    const tops = await page
      .getByRole('list', {name: 'About this action'})
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    // Group, Version and Needs fit the first line at 1280 px.
    expect(tops.slice(0, 3)).toEqual([tops[0], tops[0], tops[0]]);
  });
});

// Audit V, item 20: the All actions filter box was 40 px tall beside 34 px selects.
test('the All actions filter box is as tall as the selects beside it', async ({page}) => {
  await page.goto('/docs/');
  await hydrated(page);
  const filters = page.getByRole('search').filter({has: page.getByRole('searchbox')});
  const heights = await filters
    .locator('input, select')
    .evaluateAll((fields) => fields.map((field) => field.getBoundingClientRect().height));
  expect(heights).toHaveLength(3);
  expect(new Set(heights).size).toBe(1);
});
