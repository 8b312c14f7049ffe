// The site on a phone (issue 14, items 1 to 3): one page of each kind at
// 360 × 740 in a mobile viewport. Nothing scrolls the page sideways, no
// reference table puts a cell off-screen or is wider than its box, text is at
// least 14 px (diagram labels at least 11 px as drawn), every target is at
// least 24 × 24 px or spaced as WCAG 2.5.8 allows, and code spans break only
// at sensible points.
import {expect, test, type Page} from '@playwright/test';
import {hydrated} from './helpers';

const PAGES = [
  '/',
  '/docs/browser/fill-field',
  '/docs/browser/get-table',
  '/docs/browser/download/v1_0_0',
  '/docs/robot/callRobot',
  // {{textract.tables[0][0]["Peso líquido (kg)"]}} once ran 45 px off-screen (audit V, item 10).
  '/docs/apis/aws/textract',
  '/tutorials/variables',
  '/tutorials/createSubRoutine',
  '/api/actions/browser',
  '/api/actions/checker',
  '/troubleshooting',
];

/** The tables the catalogue renders, by the names of their scrolling regions. */
const REFERENCE_TABLE = /^(Inputs|Outputs|Errors|Fields|Error codes) of |^Actions of this module$|^All actions$/;

test.use({viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true});
test.describe.configure({timeout: 120_000});

/** Opens the first few folded API entries, so their tables are measured too. */
async function openSomeDetails(page: Page) {
  const summaries = page.locator('article details > summary');
  const count = Math.min(await summaries.count(), 6);
  for (let i = 0; i < count; i++) await summaries.nth(i).click();
}

/** Everything measured in the page, as lists of offenders (empty lists pass). */
function measure(tableName: string) {
  const width = document.documentElement.clientWidth;
  const isShown = (el: Element) =>
    el.checkVisibility({opacityProperty: true, visibilityProperty: true}) &&
    el.getBoundingClientRect().width > 1 &&
    el.getBoundingClientRect().height > 1;
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;

  // 1. Sideways scroll of the page.
  const pageWidth = {scrollWidth: document.documentElement.scrollWidth, clientWidth: width};

  // 2. Cells of reference tables outside the viewport, and tables (or their
  // cards) wider than their box, which clips them.
  const offscreenCells: string[] = [];
  const wideTables: string[] = [];
  for (const region of document.querySelectorAll('article [role="region"][aria-label]')) {
    if (!new RegExp(tableName).test(region.getAttribute('aria-label')!)) continue;
    if (region.scrollWidth > region.clientWidth)
      wideTables.push(`${region.getAttribute('aria-label')}: ${region.scrollWidth} px in ${region.clientWidth}`);
    for (const cell of region.querySelectorAll('th, td')) {
      if (!isShown(cell)) continue;
      const rect = cell.getBoundingClientRect();
      if (rect.left < -0.5 || rect.right > width + 0.5)
        offscreenCells.push(
          `${region.getAttribute('aria-label')}: ${describe(cell)} at ${Math.round(rect.left)}–${Math.round(rect.right)}`,
        );
    }
  }

  // 3. Text under 14 px (SVG text apart: diagrams have their own rule).
  const smallText: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent!.trim()) continue;
    const parent = node.parentElement!;
    if (parent.closest('svg, script, style, noscript') || !isShown(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (![...range.getClientRects()].some((r) => r.width > 1 && r.height > 1)) continue;
    const size = parseFloat(getComputedStyle(parent).fontSize);
    if (size < 14 - 0.01) smallText.push(`${size.toFixed(1)} px: ${describe(parent)}`);
  }

  // 4. Diagram labels under 11 px as drawn (the SVG's own scale included).
  const smallLabels: string[] = [];
  for (const text of document.querySelectorAll<SVGTextElement>('.tucano-diagram svg text')) {
    if (!text.textContent!.trim()) continue;
    const scale = text.getScreenCTM()?.a ?? 1;
    const size = parseFloat(getComputedStyle(text).fontSize) * scale;
    if (size < 11 - 0.01) smallLabels.push(`${size.toFixed(1)} px: "${text.textContent!.trim().slice(0, 30)}"`);
  }

  // 5. Targets under 24 × 24 px, but for WCAG 2.5.8's exceptions: in a
  // sentence (an inline link among other text), or spaced so that a 24 px
  // circle on its centre meets no other target nor another small one's circle.
  const targets = [
    ...document.querySelectorAll('a[href], button, summary, [role="tab"], input:not([type="hidden"]), select'),
  ].filter(isShown);
  const rects = targets.map((t) => t.getBoundingClientRect());
  const isSmall = rects.map((r) => r.width < 24 - 0.5 || r.height < 24 - 0.5);
  const inSentence = (el: Element) => {
    if (getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement!;
    while (getComputedStyle(block).display.startsWith('inline')) block = block.parentElement!;
    return block.textContent!.trim().length > el.textContent!.trim().length;
  };
  const smallTargets: string[] = [];
  targets.forEach((target, i) => {
    if (!isSmall[i] || inSentence(target)) return;
    const r = rects[i];
    const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
    const crowded = rects.some((o, j) => {
      if (j === i || targets[j].contains(target) || target.contains(targets[j])) return false;
      const dx = Math.max(o.left - cx, 0, cx - o.right);
      const dy = Math.max(o.top - cy, 0, cy - o.bottom);
      if (Math.hypot(dx, dy) < 12) return true;
      return isSmall[j] && Math.hypot(o.left + o.width / 2 - cx, o.top + o.height / 2 - cy) < 24;
    });
    if (crowded) smallTargets.push(`${Math.round(r.width)}×${Math.round(r.height)}: ${describe(target)}`);
  });

  // 6. Code spans broken mid-token: a line may end only after a space or one
  // of . _ / \ - , ; : ? & = ( ) [ ], or before a {{…}}, and never inside a
  // short {{…}} (up to 20 characters) nor inside a version (v2_0_0). An
  // ERROR_CODE breaks only after its underscores, like any identifier.
  const brokenTokens: string[] = [];
  for (const code of document.querySelectorAll('article code')) {
    if (code.closest('pre') || !isShown(code)) continue;
    const chars: {node: Text; offset: number}[] = [];
    const texts = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let t = texts.nextNode() as Text | null; t; t = texts.nextNode() as Text | null)
      for (let k = 0; k < t.data.length; k++) chars.push({node: t, offset: k});
    const text = chars.map(({node, offset}) => node.data[offset]).join('');
    const unbreakable = new Set<number>();
    for (const match of text.matchAll(/\{\{[^}]{0,16}\}\}|\bv\d+(?:_\d+)+\b/g))
      for (let k = match.index; k < match.index + match[0].length - 1; k++) unbreakable.add(k);
    const tops = chars.map(({node, offset}) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const rect = range.getClientRects()[0];
      return rect ? rect.top : NaN;
    });
    for (let k = 0; k + 1 < chars.length; k++) {
      if (Number.isNaN(tops[k]) || Number.isNaN(tops[k + 1]) || tops[k + 1] - tops[k] < 2) continue;
      if (/\s/.test(text[k + 1]) || text.startsWith('{{', k + 1)) continue;
      if (unbreakable.has(k) || !/[\s._/\\\-,;:?&=()[\]]/.test(text[k])) {
        brokenTokens.push(
          `${describe(code.parentElement!)}: "${text.slice(Math.max(0, k - 15), k + 1)}|${text.slice(k + 1, k + 16)}"`,
        );
        break;
      }
    }
  }

  return {pageWidth, offscreenCells, wideTables, smallText, smallLabels, smallTargets, brokenTokens};
}

for (const route of PAGES) {
  test(`${route} reads and works on a 360 px phone`, async ({page}) => {
    await page.goto(route);
    await hydrated(page);
    await openSomeDetails(page);
    const result = await page.evaluate(measure, REFERENCE_TABLE.source);
    expect
      .soft(result.pageWidth.scrollWidth, 'the page scrolls sideways')
      .toBeLessThanOrEqual(result.pageWidth.clientWidth);
    expect.soft(result.offscreenCells, 'reference table cells off-screen').toEqual([]);
    expect.soft(result.wideTables, 'reference tables wider than their box').toEqual([]);
    expect.soft(result.smallText, 'text under 14 px').toEqual([]);
    expect.soft(result.smallLabels, 'diagram labels under 11 px').toEqual([]);
    expect.soft(result.smallTargets, 'targets under 24 × 24 px').toEqual([]);
    expect.soft(result.brokenTokens, 'code broken mid-token').toEqual([]);
  });
}

// Audit V, item 2: cards as wide as their longest word (an API identifier, a
// {{variable}} with a quoted key, an error code) ran past the column, clipped
// mid-word. Each card is as wide as its column, and nothing in it is wider.
for (const route of [
  '/docs/',
  '/docs/apis/api-request',
  '/docs/browser/upload',
  '/docs/messaging/whatsAppSendMessage',
  '/docs/robot/waitHumanInteraction',
  '/api/actions/apis/database/postgreSQL',
]) {
  test(`the reference tables of ${route} fit the column as cards`, async ({page}) => {
    await page.goto(route);
    await hydrated(page);
    const tables = await page.evaluate((name) => {
      const found: {label: string; display: string; overflow: number; widerCards: number}[] = [];
      for (const region of document.querySelectorAll<HTMLElement>('article [role="region"][aria-label]')) {
        const label = region.getAttribute('aria-label')!;
        if (!new RegExp(name).test(label)) continue;
        const box = region.getBoundingClientRect();
        const rows = [...region.querySelectorAll('tbody tr')].filter((row) => !(row as HTMLElement).hidden);
        found.push({
          label,
          display: getComputedStyle(region.querySelector('table')!).display,
          overflow: region.scrollWidth - region.clientWidth,
          // A card (its border included) or any of its cells past the column's edge.
          widerCards: rows.filter((row) =>
            [row, ...row.children].some(
              (el) => el.scrollWidth > el.clientWidth || el.getBoundingClientRect().right > box.right + 0.5,
            ),
          ).length,
        });
      }
      return found;
    }, REFERENCE_TABLE.source);
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables)
      expect(table, table.label).toMatchObject({display: 'block', overflow: 0, widerCards: 0});
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}

test('a reference table shown as cards keeps its table semantics in the accessibility tree', async ({page}) => {
  await page.goto('/docs/browser/fill-field');
  await hydrated(page);
  const table = page.getByRole('region', {name: 'Inputs of Fill field'}).locator('table');
  // Shown as cards: the header row is out of sight, the rows are stacked.
  await expect(table.locator('thead')).not.toBeInViewport();
  expect(
    await table
      .locator('tbody tr')
      .first()
      .evaluate((row) => getComputedStyle(row).display),
  ).toBe('block');

  // Chromium's own tree, as screen readers get it (Playwright's roles are computed from the DOM).
  const cdp = await page.context().newCDPSession(page);
  const {root} = await cdp.send('DOM.getDocument');
  const {nodeId} = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[aria-label="Inputs of Fill field"] table',
  });
  const query = async (role: string) =>
    (await cdp.send('Accessibility.queryAXTree', {nodeId, role})).nodes.map((node) => String(node.name?.value ?? ''));
  expect(await query('table')).toHaveLength(1);
  expect(await query('columnheader')).toEqual(['Field', 'Type', 'Required', 'Default', 'Description']);
  const rows = await table.locator('tbody tr').count();
  expect(await query('rowheader')).toHaveLength(rows);
  // The label each card shows before a value is not read again: the header says it.
  const cells = await query('cell');
  expect(cells).toHaveLength(rows * 4);
  expect(cells.slice(0, 3)).toEqual(['Session', 'Yes', '—']);
});

test('the sidebar, the table of contents and tabs work with a thumb', async ({page}) => {
  await page.goto('/docs/browser/fill-field');
  await hydrated(page);
  // The table of contents folds above the article on a phone.
  await page.getByRole('button', {name: 'On this page'}).tap();
  const toc = page.locator('.theme-doc-toc-mobile');
  const errorsLink = toc.getByRole('link', {name: 'Errors'});
  await expect(errorsLink).toBeVisible();
  // It opens with a height animation: tap once the link has stopped moving (a
  // tap during it landed on the link above, on a loaded machine).
  await expect
    .poll(async () => {
      const before = await errorsLink.boundingBox();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      return before?.y === (await errorsLink.boundingBox())?.y;
    })
    .toBe(true);
  let result = await page.evaluate(measure, REFERENCE_TABLE.source);
  expect(result.smallTargets).toEqual([]);
  await errorsLink.tap();
  await expect(page).toHaveURL(/#errors$/);

  // The jump to an anchor hides the navbar (hideOnScroll), so a reader scrolls
  // back up to reach the menu. Tapping it while hidden made Playwright scroll
  // the page to and fro, and on a slow machine the navbar slid away again
  // under the tap. The first scroll after the jump may be ignored, hence more.
  const menu = page.getByRole('button', {name: 'Toggle navigation bar'});
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, -200);
      return menu.evaluate((button) => button.getBoundingClientRect().top >= 0);
    })
    .toBe(true);
  await expect(menu).toBeInViewport({ratio: 1});
  await menu.tap();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar.getByRole('link', {name: 'Click', exact: true})).toBeVisible();
  result = await page.evaluate(measure, REFERENCE_TABLE.source);
  expect(result.smallTargets).toEqual([]);
  await sidebar.getByRole('link', {name: 'Click', exact: true}).tap();
  await expect(page).toHaveURL(/\/docs\/browser\/click$/);

  // Tabs: an API entry's examples, JSON step and customCode.
  await page.goto('/api/actions/browser#browseropen');
  await hydrated(page);
  await page.locator('h3#browseropen + div details').nth(1).locator('summary').tap();
  const tab = page.getByRole('tab', {name: 'customCode v2'}).first();
  await tab.tap();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  result = await page.evaluate(measure, REFERENCE_TABLE.source);
  expect(result.smallTargets).toEqual([]);
});

test.describe('on a desktop', () => {
  test.use({viewport: {width: 1280, height: 900}, isMobile: false, hasTouch: false});

  test('reference tables stay tables, with their header row in view and every column in their box', async ({page}) => {
    await page.goto('/docs/browser/fill-field');
    await hydrated(page);
    const region = page.getByRole('region', {name: 'Inputs of Fill field'});
    const table = region.locator('table');
    expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    await expect(table.locator('thead')).toBeVisible();
    expect(
      await table
        .locator('thead th')
        .first()
        .evaluate((th) => th.getBoundingClientRect().height),
    ).toBeGreaterThan(10);
    expect(
      await table
        .locator('tbody tr')
        .first()
        .evaluate((row) => getComputedStyle(row).display),
    ).toBe('table-row');
  });
});
