// Shared steps of the end-to-end specs.
import {expect, type Page} from '@playwright/test';

/**
 * Docusaurus marks the page once React has hydrated it. Hydration is the
 * slowest state the tests wait for: the API module pages took 6 to 10 s on a
 * two-core CI machine running two workers with every script routed through
 * Playwright, so the bound is twice expect's (playwright.config.ts). A page
 * that never hydrates (a missing chunk) still fails.
 */
export const hydrated = (page: Page) =>
  expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({timeout: 30_000});

/**
 * Opens `route` holding back every script its HTML does not name (entry
 * scripts and preload hints), until the returned function is called.
 * The navigation waits for DOMContentLoaded, which the named scripts alone
 * decide, not for `load`: `load` also waits for any chunk asked for before it
 * (a prefetch, a lazy chunk asked for while the logo still loads), so on a
 * slow machine a held chunk would hold the navigation for good.
 */
export async function gotoHoldingScriptsNotNamedInHtml(page: Page, route: string): Promise<() => void> {
  const html = await (await page.request.get(route)).text();
  const named = new Set([...html.matchAll(/(?:src|href)=["']?(\/assets\/js\/[^"' >]+\.js)/g)].map(([, p]) => p));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (request) => {
    if (!named.has(new URL(request.request().url()).pathname)) await released;
    await request.continue();
  });
  await page.goto(route, {waitUntil: 'domcontentloaded'});
  return release;
}

/** Console errors and uncaught exceptions of `page` from now on. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Records every path Docusaurus is asked to prefetch (it asks when a link
 * comes into view) in `window.prefetchAsked`, and to preload (on hovering a
 * link) in `window.preloadAsked`, with whether it declined, from the next page
 * load on, so a test waits for the site to have asked rather than for a fixed
 * time. `connection` stands in for navigator.connection (2g, data-saver).
 */
export async function recordPrefetches(page: Page, connection?: {effectiveType: string; saveData: boolean}) {
  await page.addInitScript((value) => {
    if (value) Object.defineProperty(navigator, 'connection', {value, configurable: true});
    const asked: string[] = [];
    const preloads: {path: string; declined: boolean}[] = [];
    let wrapped: unknown;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => wrapped,
      set(docusaurus: {prefetch: (path: string) => unknown; preload: (path: string) => unknown}) {
        wrapped = {
          ...docusaurus,
          prefetch: (path: string) => (asked.push(path), docusaurus.prefetch(path)),
          preload(path: string) {
            // Docusaurus answers false when it declines (slow connection), else its loading promise.
            const result = docusaurus.preload(path);
            preloads.push({path, declined: result === false});
            return result;
          },
        };
      },
    });
    Object.assign(window, {prefetchAsked: asked, preloadAsked: preloads});
  }, connection);
}

/** The preloads recorded by recordPrefetches so far. */
export const preloadsAsked = (page: Page) =>
  page.evaluate(() => (window as unknown as {preloadAsked: {path: string; declined: boolean}[]}).preloadAsked);

/**
 * Waits until every prefetch asked so far has run: the site runs them one per
 * idle callback (src/clientModules/idlePrefetch.ts), in order, so as many idle
 * callbacks of the test's own, each asked for after the last, come after them.
 */
export async function prefetchesRun(page: Page) {
  const rounds = (await prefetchesAsked(page)).length + 1;
  await page.evaluate(
    (left) =>
      new Promise<void>((resolve) => {
        const step = (n: number) => (n === 0 ? resolve() : requestIdleCallback(() => step(n - 1)));
        step(left);
      }),
    rounds,
  );
}

/** The paths recorded by recordPrefetches so far. */
export const prefetchesAsked = (page: Page) =>
  page.evaluate(() => (window as unknown as {prefetchAsked: string[]}).prefetchAsked);
