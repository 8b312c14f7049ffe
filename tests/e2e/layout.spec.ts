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
