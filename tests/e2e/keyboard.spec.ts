// What a keyboard or screen-reader user meets that axe does not check: focus
// that lands where it can be seen, controls that are where focus goes, and
// names and states that say what is there.
import {expect, test, type Page} from '@playwright/test';
import {hydrated} from './helpers';

/** Whether the focused element is on screen and not wholly under the navbar (true when nothing is focused). */
const focusSeen = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement!;
    if (focused === document.body) return true;
    const box = focused.getBoundingClientRect();
    // The navbar's own items, the announcement bar above it and the skip link (drawn over the navbar
    // when focused) are the chrome, not under it.
    const top = focused.closest('.navbar, .theme-announcement-bar, [role=region][aria-label="Skip to main content"]')
      ? 0
      : document.querySelector('.navbar')!.getBoundingClientRect().bottom;
    return box.bottom > Math.max(0, top) && box.top < window.innerHeight;
  });

for (const viewport of [
  {width: 1280, height: 800},
  {width: 360, height: 740},
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({viewport});

    test('after the skip link, the next focus is below the navbar, not under it', async ({page}) => {
      await page.goto('/docs/browser/open');
      await hydrated(page);
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText(/skip to main content/i);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(page.locator('main :focus, article :focus').first()).toBeVisible();
      await expect.poll(() => focusSeen(page)).toBe(true);
    });

    test('going back through a page with Shift+Tab, every focus is seen', async ({page}) => {
      await page.goto('/docs/browser/open');
      await hydrated(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('End');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const hidden: string[] = [];
      for (let step = 0; step < 60; step += 1) {
        await page.keyboard.press('Shift+Tab');
        // Scrolling to the focus and the navbar's slide take a few frames: what stays hidden counts.
        const seen = await expect
          .poll(() => focusSeen(page))
          .toBe(true)
          .then(
            () => true,
            () => false,
          );
        if (!seen) hidden.push(await page.evaluate(() => document.activeElement!.textContent!.trim().slice(0, 40)));
      }
      expect(hidden).toEqual([]);
    });
  });
}

test.describe('phone', () => {
  test.use({viewport: {width: 360, height: 740}});

  test("the navbar's GitHub link, hidden under the search box, takes no focus; the drawer has it", async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('.navbar__items .repository-link')).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Tucano docs on GitHub'})).toBeVisible();
  });
});

test('the search panel scrolls the option the arrow keys chose into view', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await page.goto('/docs/browser/open');
  await hydrated(page);
  const box = page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
  await box.click();
  await box.fill('webhook');
  const listbox = page.getByRole('listbox', {name: 'Search results'});
  const options = listbox.getByRole('option');
  await expect(options).toHaveCount(5);
  // Once the excerpts are in, five results are taller than the panel.
  await expect(options.first().locator('mark').first()).toBeAttached();
  for (let i = 0; i < 5; i += 1) await box.press('ArrowDown');
  const last = options.last();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  const panelBottom = await page.evaluate(() => {
    let panel = document.querySelector('[role="listbox"]')!.parentElement!;
    while (getComputedStyle(panel).overflowY !== 'auto') panel = panel.parentElement!;
    return panel.getBoundingClientRect().bottom;
  });
  await expect
    .poll(async () => (await last.boundingBox())!.y + (await last.boundingBox())!.height)
    .toBeLessThanOrEqual(panelBottom + 1);
});

test('after a click on a tab, the arrow keys that move focus along the tabs show where it is', async ({page}) => {
  await page.goto('/tutorials/webhook');
  await hydrated(page);
  const outline = (name: string) =>
    page
      .getByRole('tab', {name, exact: true})
      .first()
      .evaluate((tab) => getComputedStyle(tab).outlineStyle);
  await page.getByRole('tab', {name: 'Windows', exact: true}).first().click();
  // A mouse press leaves keyboard mode off (spec §4), and the clicked tab shows no ring.
  await expect(page.locator('body')).not.toHaveClass(/navigation-with-keyboard/);
  expect(await outline('Windows')).toBe('none');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', {name: 'Linux', exact: true}).first()).toBeFocused();
  expect(await outline('Linux')).not.toBe('none');
});

test('Space opens and closes a sidebar category that has no page of its own, as Enter does', async ({page}) => {
  await page.goto('/docs/browser/open');
  await hydrated(page);
  const category = page.getByRole('complementary').getByRole('button', {name: 'Download file', exact: true});
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await category.focus();
  const place = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(place);
  await page.keyboard.press('Space');
  await expect(category).toHaveAttribute('aria-expanded', 'false');
});

test('on the search page no navbar item claims to be the current page', async ({page}) => {
  await page.goto('/search?q=webhook');
  await hydrated(page);
  await expect(page.getByRole('navigation', {name: 'Main'}).locator('[aria-current]')).toHaveCount(0);
});

test('on the not-found page no navbar item claims to be the current page; on a doc, "Docs" does', async ({page}) => {
  const current = page.getByRole('navigation', {name: 'Main'}).locator('[aria-current="page"]');
  await page.goto('/no-such-page');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(current).toHaveCount(0);
  for (const route of ['/', '/how-to-set-robot-settings', '/docs/browser/open', '/tutorials/variables']) {
    await page.goto(route);
    await hydrated(page);
    await expect(current, route).toHaveText('Docs');
  }
});

test("the All actions page's filters are a search landmark named for what they search", async ({page}) => {
  await page.goto('/docs/');
  await hydrated(page);
  await expect(page.getByRole('main').getByRole('search', {name: 'Filter actions'})).toBeVisible();
});

test.describe('the phone menu drawer', () => {
  test.use({viewport: {width: 360, height: 740}});

  /** Opens the drawer from the keyboard, as a reader with a keyboard does. */
  async function openDrawer(page: Page) {
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
    // Focus moves in once the drawer's focus code has loaded, as a reader sees it do.
    await expect(page.locator('.navbar-sidebar :focus')).toHaveCount(1);
    return toggle;
  }

  test('keeps focus inside while open: Tab never reaches the page it covers', async ({page}) => {
    await page.goto('/docs/browser/open');
    await hydrated(page);
    await openDrawer(page);
    const inDrawer = () =>
      page.evaluate(
        () => document.activeElement === document.body || !!document.activeElement!.closest('.navbar-sidebar'),
      );
    await expect.poll(inDrawer).toBe(true);
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    const outside: string[] = [];
    for (const key of [...Array(60).fill('Tab'), ...Array(20).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      if (!(await inDrawer())) outside.push(await page.evaluate(() => document.activeElement!.outerHTML.slice(0, 60)));
    }
    expect(outside).toEqual([]);
    // The search shortcut does not reach the box behind the drawer either.
    await page.keyboard.press('/');
    expect(await inDrawer()).toBe(true);
  });

  test('Escape closes it and gives focus back to the toggle; so does its close button', async ({page}) => {
    await page.goto('/docs/browser/open');
    await hydrated(page);
    const toggle = await openDrawer(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeFocused();
    await openDrawer(page);
    await page.getByRole('button', {name: 'Close navigation bar'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeFocused();
    // Nothing behind it stays inert (the drawer makes its own hidden panel inert).
    await expect(page.locator('[inert]:not(.navbar-sidebar *)')).toHaveCount(0);
  });

  test('"Back to main menu" hands focus to the main menu, not to the page body', async ({page}) => {
    await page.goto('/docs/browser/open');
    await hydrated(page);
    await openDrawer(page);
    // On a doc, the drawer opens on the doc sidebar, under its way back.
    const back = page.getByRole('button', {name: 'Back to main menu'});
    await back.focus();
    await page.keyboard.press('Enter');
    const mainMenu = page.locator('.navbar-sidebar__items > .navbar-sidebar__item:first-child');
    await expect(mainMenu).not.toHaveAttribute('inert');
    await expect(mainMenu.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(mainMenu.locator(':focus')).toHaveCount(1);
  });
});

test('Ctrl+K while the navbar is hidden shows it and keeps the reader’s place', async ({page}) => {
  await page.goto('/docs/browser/open');
  await hydrated(page);
  // The navbar hides on a scroll down that follows another.
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.mouse.wheel(0, 500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
  const navbar = page.locator('.navbar');
  await expect
    .poll(async () => (await navbar.boundingBox())!.y + (await navbar.boundingBox())!.height)
    .toBeLessThanOrEqual(0);
  const place = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Control+k');
  const box = page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
  await expect(box).toBeFocused();
  await expect(box).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(place);
});

test('on a phone, the "On this page" toggle says whether its list is open', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await page.goto('/docs/browser/open');
  await hydrated(page);
  // Inside a navigation landmark, as the desktop's list beside the page is.
  const landmark = page.getByRole('navigation', {name: 'On this page'});
  await expect(landmark).toHaveCount(1);
  const toggle = landmark.getByRole('button', {name: 'On this page'});
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(landmark.getByRole('link', {name: 'Inputs'})).toBeVisible();
  // On a desktop the phone's landmark is hidden with its list: one "On this page" landmark, not an empty second.
  await page.setViewportSize({width: 1280, height: 800});
  await expect(landmark).toHaveCount(1);
  await expect(landmark.getByRole('link', {name: 'Inputs'})).toBeVisible();
});
