// Colour mode (spec §4): follows the system when nothing is stored; a choice
// is stored under `theme`, survives reload and overrides the system.
import {expect, test} from '@playwright/test';
import {hydrated} from './helpers';

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
