// What readers get from the guides, diagrams, blog feeds and redirects (issue: guides, tutorials and blog).
import {expect, test} from '@playwright/test';
import {redirects} from '../../src/redirects';
import {hydrated} from './helpers';
import {routes} from '../routeList';

for (const {from, to} of redirects) {
  test(`the correct spelling ${from} leads to ${to}`, async ({page}) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
}

// Diagrams are drawn at build time (src/plugins/mermaidToSvg): static SVG in the HTML.
const diagramPage = '/tutorials/webhook';

test('diagrams are SVG in the served HTML, named, with real text, before any script runs', async ({page}) => {
  const html = await (await page.request.get(diagramPage)).text();
  expect(html).toMatch(
    /<div class=("?)tucano-diagram\1 role=("?)group\2 tabindex=("?)0\3 aria-label="Diagram: [^"]+">\s*<svg /,
  );
  expect(html).toMatch(/<svg [^>]*role="?img"? aria-label="[^"]+"/);

  // With scripts off the reader still gets the drawing, its name and its text.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(diagramPage);
  const diagram = page.getByRole('img', {name: /ERP/}).first();
  await expect(diagram).toBeVisible();
  await expect(diagram.locator('text', {hasText: 'Tucano Studio'}).first()).toBeVisible();
  const box = page.getByRole('group', {name: /^Diagram: /}).first();
  await expect(box).toHaveAttribute('tabindex', '0');
  // Its space is reserved: the SVG has its size before any style or script could measure it.
  const {width, height} = await diagram.evaluate((svg) => svg.getBoundingClientRect());
  expect(width).toBeGreaterThan(300);
  expect(height).toBeGreaterThan(200);
});

/** WCAG contrast ratio of two computed CSS colours (rgb or rgba, opaque). */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((c) => {
        const v = Number(c) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test('diagrams look right in light and dark, and follow the switch at once', async ({page}) => {
  const colours = async () =>
    page
      .locator('.tucano-diagram')
      .first()
      .evaluate((box) => {
        const fill = (selector: string) => getComputedStyle(box.querySelector(selector)!).fill;
        return {
          background: getComputedStyle(box).backgroundColor,
          text: fill('.node text, .actor text'),
          label: fill('.edge-label text, .message text'),
          line: getComputedStyle(box.querySelector('.edge, .message line')!).stroke,
        };
      });
  const seen: Record<string, Awaited<ReturnType<typeof colours>>> = {};
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme});
    await page.goto(diagramPage);
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    const now = await colours();
    expect(contrast(now.text, now.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(now.label, now.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(now.line, now.background)).toBeGreaterThanOrEqual(3);
    seen[colorScheme] = now;
  }
  expect(seen.dark.text).not.toBe(seen.light.text);
  expect(seen.dark.background).not.toBe(seen.light.background);

  // The switch repaints the same SVG with the other colours: nothing is drawn again.
  await hydrated(page);
  const svg = await page.locator('.tucano-diagram svg').first().elementHandle();
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'light'; i++)
    await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await colours()).toEqual(seen.light);
  expect(await svg!.evaluate((node) => node.isConnected)).toBe(true);
});

test('no diagram code is requested, and nothing from another host', async ({page, baseURL}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  for (const route of [diagramPage, '/', '/docs/robot/decision']) {
    await page.goto(route);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  expect(requests.filter((url) => /mermaid|elkjs|dagre|cytoscape/i.test(url))).toEqual([]);
  expect(requests.filter((url) => new URL(url).origin !== new URL(baseURL!).origin)).toEqual([]);
});

test('on a 360 px phone, diagram labels stay 12 px or more and only the diagram scrolls sideways', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  for (const route of [diagramPage, '/api/tutorial-api-actions', '/tutorials/schedulingRobot']) {
    await page.goto(route);
    const sizes = await page.locator('.tucano-diagram svg').evaluateAll((svgs) =>
      svgs.flatMap((svg) => {
        const drawnScale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
        return [...svg.querySelectorAll('text')].map((text) => {
          const computed = parseFloat(getComputedStyle(text).fontSize);
          return {computed, drawn: computed * drawnScale};
        });
      }),
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes.map((size) => size.computed))).toBeGreaterThanOrEqual(12);
    expect(Math.min(...sizes.map((size) => size.drawn))).toBeGreaterThanOrEqual(11.99);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
  // A diagram wider than the phone scrolls inside its own box, which a keyboard can reach.
  const box = page.locator('.tucano-diagram').first();
  await page.goto(diagramPage);
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await box.focus();
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
  test(`${feed} is well-formed and lists every post`, async ({page, request}) => {
    const response = await request.get(feed);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto('/');
    const items = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return -1;
      return doc.querySelectorAll('item, entry').length;
    }, xml);
    expect(items).toBeGreaterThanOrEqual(6);
  });
}

test('the blog archive lists every post, newest first', async ({page}) => {
  await page.goto('/blog/archive');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  const posts = page.locator('main a[href^="/blog/20"]');
  expect(await posts.count()).toBeGreaterThanOrEqual(6);
  await expect(posts.first()).toHaveAttribute('href', /\/blog\/2026\/11\/18\//);
});

// The table's rows come from generated data (src/plugins/catalogue), rendered by the server; the
// page's first load keeps that HTML and ships no row data in its scripts.
test('All actions lists every action page and filters as the reader types', async ({page}) => {
  const actionPages = routes.filter((route) => route.startsWith('/docs/'));
  await page.goto('/docs/');
  await hydrated(page);
  // The scripts the page loads before it hydrates: its entry and its route chunks, which its HTML preloads.
  const ran = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel=preload][as=script]'),
    ].map((script) => ('src' in script ? script.src : script.href)),
  );
  expect(ran.length).toBeGreaterThan(3);
  const texts = await Promise.all(ran.map(async (src) => (await page.request.get(src)).text()));
  // The rows' data is the only JSON on this page with a "minClient" key.
  expect(ran.filter((_, i) => texts[i].includes('"minClient"'))).toEqual([]);
  const rows = page.getByRole('region', {name: 'All actions'}).locator('tbody tr:visible');
  await expect(rows).toHaveCount(actionPages.length);
  await expect(page.getByText(`${actionPages.length} of ${actionPages.length} rows`)).toBeVisible();

  await page.getByRole('searchbox').fill('whatsapp');
  await expect(rows).not.toHaveCount(actionPages.length);
  for (const row of await rows.all()) await expect(row).toContainText(/whatsapp/i);
  await rows.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/docs\/(messaging|robot|tutorials)/);
});

test('All actions reached from another page loads its rows, lists every action and filters them', async ({page}) => {
  const actionPages = routes.filter((route) => route.startsWith('/docs/'));
  await page.goto('/docs/browser/open');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', {name: 'All actions', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/$/);
  const rows = page.getByRole('region', {name: 'All actions'}).locator('tbody tr:visible');
  await expect(page.getByText(`${actionPages.length} of ${actionPages.length} rows`)).toBeVisible();
  await expect(rows).toHaveCount(actionPages.length);
  await page.getByRole('combobox', {name: 'Group'}).selectOption('email');
  for (const row of await rows.all()) await expect(row.getByRole('cell').first()).toHaveText('Email');
});

test("All actions shows each action version's minimum Client and filters by the reader's Client", async ({page}) => {
  await page.goto('/docs/');
  await hydrated(page);
  const table = page.getByRole('region', {name: 'All actions'});
  const rows = table.locator('tbody tr:visible');
  const all = await rows.count();
  const downloadV2 = rows.filter({hasText: 'browser.download'}).filter({hasText: 'v2_0_0'});
  await expect(downloadV2).toContainText('4.2');
  await page.getByRole('combobox', {name: 'Runs on'}).selectOption('4.1');
  await expect(downloadV2).toHaveCount(0);
  await expect(rows.filter({hasText: 'enterText'}).filter({hasText: 'v2_0_0'})).toHaveCount(1);
  expect(await rows.count()).toBeLessThan(all);
});

test('an inherited default links to the robot settings guide, which the sidebar lists', async ({page}) => {
  await page.goto('/docs/browser/click');
  await hydrated(page);
  await page.getByRole('link', {name: 'robot setting (30 000 ms)'}).click();
  await expect(page).toHaveURL(/\/how-to-set-robot-settings#default-timeout$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText("How to set a robot's settings");
  await expect(page.locator('.theme-doc-sidebar-menu a[href="/how-to-set-robot-settings"]')).toHaveCount(1);
});
