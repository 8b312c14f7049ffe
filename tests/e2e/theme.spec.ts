// Colour mode (spec §4): follows the system when nothing is stored; a choice
// is stored under `theme`, survives reload and overrides the system. Stored
// preferences are not trusted: an invalid one falls back to its default.
import {expect, test} from '@playwright/test';
import {consoleErrors, hydrated} from './helpers';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');
const toggle = (page: import('@playwright/test').Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});

test('follows the system colour preference when nothing is stored', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/');
  expect(await theme(page)).toBe('dark');
  await page.emulateMedia({colorScheme: 'light'});
  await page.reload();
  expect(await theme(page)).toBe('light');
});

test('a chosen theme is stored as localStorage.theme, survives reload and overrides the system', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  await hydrated(page);
  // The switch cycles system, light and dark: press until dark is chosen.
  for (let i = 0; i < 3 && (await page.evaluate(() => localStorage.getItem('theme'))) !== 'dark'; i++) {
    await toggle(page).click();
  }
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  expect(await theme(page)).toBe('dark');
  await page.reload();
  expect(await theme(page)).toBe('dark');
  await page.emulateMedia({colorScheme: 'light'});
  await page.reload();
  expect(await theme(page)).toBe('dark');
});

test('the switch says the current mode and what a press does', async ({page}) => {
  await page.goto('/');
  await expect(toggle(page)).toHaveAttribute(
    'aria-label',
    /^Switch between dark and light mode \(currently (system|light|dark) mode\)$/,
  );
});

test.describe('an invalid stored preference falls back to its default', () => {
  const route = '/how-to-download-and-install-tucano-client';
  const bar = '.theme-announcement-bar';
  // Every key the site reads from storage, with values it must not trust.
  const GARBAGE = {
    theme: 'purple',
    // A dismissal of some other announcement: the current one is client-4-2.
    'docusaurus.announcement.dismiss': 'true',
    'docusaurus.announcement.id': '"><img src=x>',
    // A value of another group (API pages' step-format), not one of os's.
    'docusaurus.tab.os': 'json',
    'docusaurus.tab.step-format': '{}',
    'docs-preferred-version-default': '../../v99',
    'docs-preferred-version-api': '',
  };
  const seed = (values: Record<string, string>) =>
    Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value));

  for (const system of ['light', 'dark'] as const) {
    test(`the page follows the system (${system}), works, and the switch stores a valid theme`, async ({page}) => {
      await page.emulateMedia({colorScheme: system});
      await page.goto(route);
      await page.evaluate(seed, GARBAGE);
      const errors = consoleErrors(page);
      await page.reload();
      await hydrated(page);
      expect(await theme(page)).toBe(system);
      await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
      await expect(page.locator(bar)).toBeVisible();
      await expect(page.getByRole('tab', {name: 'Windows'}).first()).toHaveAttribute('aria-selected', 'true');
      expect(errors).toEqual([]);

      await toggle(page).click();
      const stored = await page.evaluate(() => localStorage.getItem('theme'));
      expect(['light', 'dark']).toContain(stored);
      expect(await theme(page)).toBe(stored);
      await page.getByRole('tab', {name: 'Linux'}).first().click();
      expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('linux');
      expect(errors).toEqual([]);
    });
  }

  // With the bundle blocked, what shows is what the first paint shows.
  for (const announcement of [
    {'docusaurus.announcement.dismiss': 'true', 'docusaurus.announcement.id': ''},
    {'docusaurus.announcement.dismiss': 'yes', 'docusaurus.announcement.id': 'client-4-2'},
  ]) {
    test(`the first paint has the system theme and the bar, before any bundle runs (${JSON.stringify(announcement)})`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme: 'dark'});
      await page.route('**/assets/js/**', (request) => request.abort());
      await page.goto(route);
      await page.evaluate(seed, {...GARBAGE, ...announcement});
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
      expect(await theme(page)).toBe('dark');
      await expect(page.locator(bar)).toBeVisible();
    });
  }
});
