// What readers, agents and crawlers get beyond the pages themselves: robots.txt,
// the Markdown copies with llms.txt and llms-full.txt (scripts/markdown-copies.mjs),
// each docs page's last-updated date, edit link and page tools
// (src/components/PageTools), and the not-found page's nearest pages
// (src/components/NearestPages).
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {consoleErrors, hydrated} from './helpers';

const REPOSITORY = 'https://github.com/tucano-rpa/tucano-docs';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The site's own address, as the sitemap spells it (docusaurus.config.ts `url`). */
async function siteUrl(page: Page): Promise<string> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  return new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)![1]).origin;
}

async function expectNoAxeViolations(page: Page, selector: string) {
  await expect(page.locator(selector)).toBeVisible();
  const results = await new AxeBuilder({page}).include(selector).withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('robots.txt allows crawling and points to the sitemap', async ({page, request}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toContain(`\nSitemap: ${await siteUrl(page)}/sitemap.xml\n`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/docs/browser/open</loc>');
});

test.describe('Markdown copies', () => {
  const copies = {
    action: '/docs/browser/open',
    API: '/api/actions/browser',
    tutorial: '/tutorials/webhook',
    'API entry': '/api/',
  };
  for (const [kind, route] of Object.entries(copies)) {
    test(`the ${kind} page ${route} has a Markdown copy with its title and no MDX`, async ({page, request}) => {
      await page.goto(route);
      const title = await page.getByRole('heading', {level: 1}).textContent();
      const path = route.endsWith('/') ? `${route}index.md` : `${route}.md`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      const markdown = await response.text();
      expect(markdown.startsWith(`# ${title}\n`)).toBe(true);
      // Components are rendered, not copied; React's markers and theme chrome are gone.
      expect(markdown).not.toMatch(/<[A-Z]\w+|^import |<!--|Direct link to|\u200b/m);
    });
  }

  test("the action page's copy holds its Inputs, Outputs and Errors tables", async ({request}) => {
    const markdown = await (await request.get('/docs/browser/open.md')).text();
    expect(markdown).toContain(
      '\n## Inputs\n\n| Field | Type | Required | Default | Description |\n| --- | --- | --- | --- | --- |\n',
    );
    expect(markdown).toContain('\n| URL | Text | Yes | — | The address to open, including `https://`. |\n');
    expect(markdown).toContain(
      '\n| `{{browser}}` | Session | The browser session, passed to every later browser action. |\n',
    );
    expect(markdown).toContain('\n| `BROWSER_LAUNCH_FAILED` | Could not start [browser]: [reason]. |');
  });

  test("the API page's copy holds each entry's fields and its examples as code", async ({request}) => {
    const markdown = await (await request.get('/api/actions/browser.md')).text();
    expect(markdown).toContain('\n### browser.open\n');
    expect(markdown).toContain('\nurl, "URL" (Text, required: Yes): The address to open, including https://.\n');
    expect(markdown).toContain('  "action": "browser.open",\n');
  });

  test("the tutorial's copy keeps its numbered steps and names its diagrams", async ({request}) => {
    const markdown = await (await request.get('/tutorials/webhook.md')).text();
    expect(markdown).toMatch(/\n1\. In Studio, select \*\*Robots\*\*/);
    expect(markdown).toMatch(/\n\*Diagram: [^*]+\*\n/);
  });

  test("an output's fields stay in its table row, one a line", async ({request}) => {
    const markdown = await (await request.get('/docs/browser/tabs.md')).text();
    expect(markdown).toContain(
      '\n| `{{tab}}` | Object | The tab that is active after the step.<br>`tab.index` (Number): Position of the tab, 0 for the first.<br>`tab.title` (Text): ',
    );
  });

  test('a numbered step keeps its code block and its result inside the step', async ({request}) => {
    const markdown = await (await request.get('/how-to-download-and-install-tucano-client.md')).text();
    expect(markdown).toContain(
      '\n2. On the server, install the package:\n\n   ```bash\n   # Ubuntu and Debian\n   sudo apt install ./tucano-client_4.2.0_amd64.deb\n\n   # Red Hat Enterprise Linux\n',
    );
    expect(markdown).toContain('\n   ```\n\n   **What you should see:** the package manager ends without errors');
  });

  test('a guide with tabs and code keeps every tab, labelled, and the code with its language', async ({request}) => {
    const markdown = await (await request.get('/how-to-download-and-install-tucano-client.md')).text();
    expect(markdown).toContain('\n**Windows**\n');
    expect(markdown).toContain('\n**Linux**\n');
    expect(markdown).toMatch(/```powershell\nmsiexec \/i TucanoClient/);
  });

  test('llms.txt lists every copy, and each one is served', async ({page, request}) => {
    const site = await siteUrl(page);
    const llms = await (await request.get('/llms.txt')).text();
    const links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(([, url]) => url);
    for (const route of ['/index.md', '/docs/browser/open.md', '/api/actions/browser.md', '/tutorials/webhook.md'])
      expect(links).toContain(site + route);
    expect(links.length).toBeGreaterThan(200);
    for (const link of links) {
      expect(link.startsWith(site) && link.endsWith('.md'), link).toBe(true);
      expect((await request.get(link.slice(site.length))).status(), link).toBe(200);
    }
  });

  test('llms-full.txt holds the text of the docs and the API pages', async ({request}) => {
    const response = await request.get('/llms-full.txt');
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const full = await response.text();
    const site = (await (await request.get('/llms.txt')).text()).match(/https?:\/\/[^/\s]+/)![0];
    expect(full).toContain(`\nSource: ${site}/docs/browser/open\n\n# Open browser\n`);
    expect(full).toContain('| URL | Text | Yes | — | The address to open, including `https://`. |');
    expect(full).toContain(`\nSource: ${site}/api/actions/browser\n\n# Browser module\n`);
    expect(full).toContain('const browser = await actions.browser.open({');
  });

  test('the copies get the security headers of every file', async ({request}) => {
    const page = await request.get('/docs/browser/open');
    test.skip(page.headers()['server'] !== 'nginx', "these headers are the production server's");
    const copy = await request.get('/docs/browser/open.md', {headers: {'Accept-Encoding': 'br'}});
    expect(copy.headers()['content-encoding']).toBe('br');
    for (const name of ['content-security-policy', 'x-content-type-options', 'cache-control'])
      expect(copy.headers()[name], name).toBe(page.headers()[name]);
  });
});

test.describe('the end of a docs page', () => {
  for (const [route, source] of [
    ['/docs/browser/open', 'docs/docs/browser/open.mdx'],
    ['/api/actions/browser', 'api/actions/browser.mdx'],
    // The API area's main document is 'intro' (spec §2.1), served at /api/.
    ['/api/', 'api/intro.mdx'],
    ['/tutorials/webhook', 'docs/tutorials/webhook.mdx'],
  ]) {
    test(`${route} shows when it last changed, an edit link and the helpful control`, async ({page}) => {
      await page.goto(route);
      const footer = page.locator('article footer');
      // The date of the source's last commit (git history): any real date, never a placeholder.
      const time = footer.locator('time[datetime]');
      await expect(footer).toContainText(/Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
      const updated = Date.parse((await time.getAttribute('datetime'))!);
      expect(updated).toBeGreaterThan(Date.parse('2026-01-01'));
      expect(updated).toBeLessThanOrEqual(Date.now());
      await expect(footer.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
        'href',
        `${REPOSITORY}/edit/main/${source}`,
      );
      const title = (await page.getByRole('heading', {level: 1}).textContent())!;
      const feedback = page.getByRole('group', {name: 'Was this page helpful?'});
      for (const [name, answer] of [
        ['Yes', 'helpful'],
        ['No', 'not helpful'],
      ]) {
        const url = new URL((await feedback.getByRole('link', {name, exact: true}).getAttribute('href'))!);
        expect(`${url.origin}${url.pathname}`).toBe(`${REPOSITORY}/issues/new`);
        expect(url.searchParams.get('title')).toBe(`Docs feedback: "${title}" was ${answer}`);
        expect(url.searchParams.get('body')).toContain(`Page: ${await siteUrl(page)}${route}\n`);
      }
    });
  }

  test('Copy page as Markdown copies the copy from the keyboard and announces it', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = consoleErrors(page);
    await page.goto('/docs/browser/open');
    await hydrated(page);
    const button = page.getByRole('button', {name: 'Copy page as Markdown'});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText('Copied the page as Markdown.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await page.request.get('/docs/browser/open.md')).text());
    expect(errors).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the page tools pass axe (${colorScheme})`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await page.goto('/docs/browser/open');
      await hydrated(page);
      await expectNoAxeViolations(page, 'article footer + div');
    });
  }
});

test.describe('the not-found page', () => {
  test('suggests the nearest pages, nearest first, and a search, still answering 404', async ({page}) => {
    const response = await page.goto('/docs/browser/opne');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Page Not Found/i);
    const nearest = page.getByRole('navigation', {name: 'Pages like the one you asked for'});
    const links = nearest.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(3);
    await expect(links.first()).toHaveAttribute('href', '/docs/browser/open');
    // Named by title and section, a versioned action with its version.
    await expect(links.first()).toHaveText('Open browser');
    await expect(nearest.getByRole('listitem').first()).toHaveText('Open browser · Docs › Browser');
    await expect(nearest.getByRole('link', {name: 'Search the documentation for “browser opne”'})).toHaveAttribute(
      'href',
      '/search?q=browser%20opne',
    );
    await links.first().click();
    await expect(page).toHaveURL(/\/docs\/browser\/open$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Open browser');
  });

  test('names two versions of an action apart', async ({page}) => {
    await page.goto('/docs/browser/download/v3_0_0');
    await hydrated(page);
    const links = page.getByRole('navigation', {name: 'Pages like the one you asked for'}).getByRole('link');
    await expect(links.filter({hasText: 'Download file v1_0_0'})).toHaveAttribute(
      'href',
      '/docs/browser/download/v1_0_0',
    );
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`its suggestions pass axe (${colorScheme})`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await page.goto('/docs/browser/opne');
      await expect(
        page.getByRole('navigation', {name: 'Pages like the one you asked for'}).getByRole('listitem'),
      ).toHaveCount(3);
      await expectNoAxeViolations(page, 'nav[aria-label="Pages like the one you asked for"]');
    });
  }

  test('other pages never fetch the sitemap', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/docs/browser/open');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(fetched).not.toContain('/sitemap.xml');
  });
});
