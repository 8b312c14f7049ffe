// Code blocks are highlighted at build time (src/plugins/highlightCode): the
// served HTML carries the tokens, no script the page loads contains Prism,
// and the colour mode, the title and the copy button work as upstream's.
import {expect, test, type Page} from '@playwright/test';
import {consoleErrors, hydrated} from './helpers';

const route = '/how-to-download-and-install-tucano-client';

/** The scripts the page fetched, with their text. */
function scriptsOf(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
  });
  return scripts;
}

test('a PowerShell example is highlighted in the served HTML, and the page loads no Prism', async ({page}) => {
  const html = await (await page.request.get(route)).text();
  expect(html).toMatch(/<pre[^>]*language-powershell[^>]*><code[^>]*><div class="?token-line"?><span class="token /);
  const errors = consoleErrors(page);
  const scripts = scriptsOf(page);
  await page.goto(route);
  await hydrated(page);
  const powershell = page.locator('pre.language-powershell').first();
  await expect(powershell).toContainText('msiexec');
  await expect(powershell.locator('.token.operator').first()).toBeVisible();
  expect(scripts.size).toBeGreaterThan(3);
  for (const [url, text] of scripts) expect(await text, url).not.toContain('before-tokenize');
  expect(errors).toEqual([]);
});

test('tokens take the dark theme with the page, without a re-render', async ({page}) => {
  await page.goto(route);
  await hydrated(page);
  const block = page.locator('.theme-code-block').first();
  const token = block.locator('.token:not(.plain)').first();
  const colours = () =>
    Promise.all(
      [block, token].map((element) =>
        element.evaluate((e) => getComputedStyle(e).backgroundColor + getComputedStyle(e).color),
      ),
    );
  const light = await colours();
  // The element stays the same one: the switch is CSS.
  await token.evaluate((e) => ((e as HTMLElement & {marked?: boolean}).marked = true));
  await page.locator('html').evaluate((html) => html.setAttribute('data-theme', 'dark'));
  const dark = await colours();
  expect(dark[0]).not.toBe(light[0]);
  expect(dark[1]).not.toBe(light[1]);
  expect(await token.evaluate((e) => (e as HTMLElement & {marked?: boolean}).marked)).toBe(true);
});

test('a block keeps its title and its copy button copies the code', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/robot/section');
  await hydrated(page);
  const block = page.locator('.theme-code-block').filter({hasText: 'A section step in an exported robot'}).first();
  await expect(block.locator('pre code .token.property').first()).toBeVisible();
  const code = await block
    .locator('pre code .token-line')
    .evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe(code.trim());
  expect(copied).toContain('"');
});

test('a screen reader hears every copy: the status empties with the label, so a second copy is a change again', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto(route);
  await hydrated(page);
  const block = page.locator('.theme-code-block').first();
  const status = block.getByRole('status');
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(status).toHaveText('Copied the code.');
  await page.clock.runFor(1000);
  await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
  await expect(status).toHaveText('');
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(status).toHaveText('Copied the code.');
});
