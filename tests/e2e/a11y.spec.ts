// axe-core over a sample of every kind of page, in light and dark, on desktop
// and mobile: WCAG 2.2 A and AA plus best practices, zero violations.
import {expect, test} from '@playwright/test';
import {hydrated} from './helpers';
import AxeBuilder from '@axe-core/playwright';

const PAGES = {
  'docs entry': '/',
  'API entry': '/api/',
  'action page': '/docs/browser/fill-field',
  'versioned action page': '/docs/browser/download/v1_0_0',
  'group index': '/docs/browser/',
  'all actions': '/docs/',
  'API module': '/api/actions/browser',
  guide: '/how-to-download-and-install-tucano-client',
  tutorial: '/tutorials/createSubRoutine',
  troubleshooting: '/troubleshooting',
  'blog list': '/blog',
  'blog post': '/blog/2026/11/10/tucano-client-4-2',
  'blog archive': '/blog/archive',
  search: '/search?q=download',
  'not found': '/no-such-page',
};

// Pages above with diagrams: a flowchart (docs entry) and a sequence diagram (tutorial).
const DIAGRAM_PAGES = new Set(['/', '/tutorials/createSubRoutine']);

// axe walks every element: on a busy two-core machine a large page can take
// over a minute. A generous bound, not a speed assertion: a hung page still fails.
test.describe.configure({timeout: 180_000});

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const viewport of [
  {name: 'desktop', width: 1280, height: 900},
  {name: 'mobile', width: 390, height: 844},
]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${viewport.name}, ${colorScheme}`, () => {
      test.use({viewport: {width: viewport.width, height: viewport.height}, colorScheme});
      for (const [kind, path] of Object.entries(PAGES)) {
        test(`${kind} (${path}) has no axe violations`, async ({page}) => {
          await page.goto(path);
          await hydrated(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          // Diagrams are static SVG in the HTML (src/plugins/mermaidToSvg): axe checks them as served.
          if (DIAGRAM_PAGES.has(path)) await expect(page.locator('.tucano-diagram svg').first()).toBeVisible();
          const results = await new AxeBuilder({page}).withTags(TAGS).analyze();
          const summary = results.violations.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          );
          expect(summary).toEqual([]);
        });
      }
    });
  }
}
