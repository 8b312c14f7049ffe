// Cross-engine smoke suite (`npm run test:engines`, after `npm run build`):
// what readers on Firefox and Safari meet, checked in Firefox ESR and in
// WebKitGTK (Safari's engine) against the production build served by nginx
// with the site's security headers. For one page of each kind: its heading
// renders, nothing is logged as an error (a Content-Security-Policy violation
// included), colour mode switches both ways and survives a reload, an anchor
// link scrolls to its heading, search shows results, and the mobile menu opens
// in a narrow window; and a tab choice carries to another page of its group.
//
// ENGINES=firefox (or webkit) runs one engine. An engine that is not installed
// is skipped with a message, except under CI=true, where it fails.
// ENGINES_PORT (default 4174) is the port of the site's server.
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import {DESKTOP, ENGINES, missing} from './engines.mjs';
import {startSite} from './site.mjs';

const CI = Boolean(process.env.CI) && process.env.CI !== 'false';
const chosen = (process.env.ENGINES ?? Object.keys(ENGINES).join(','))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
for (const name of chosen) {
  if (!(name in ENGINES)) throw new Error(`ENGINES names an unknown engine "${name}": use ${Object.keys(ENGINES)}`);
}

// One page of each kind. The all-actions page has no table of contents.
const PAGES = [
  {kind: 'home', route: '/', heading: 'Tucano documentation', anchor: true},
  {kind: 'action page', route: '/docs/browser/open', heading: 'Open browser', anchor: true},
  {kind: 'API page', route: '/api/actions/browser', heading: 'Browser module', anchor: true},
  {
    kind: 'tutorial',
    route: '/tutorials/file-picker',
    heading: 'Choose files and folders with the file picker',
    anchor: true,
  },
  {
    kind: 'blog post',
    route: '/blog/2026/11/10/tucano-client-4-2',
    heading: 'Tucano Client 4.2 release notes',
    anchor: true,
  },
  {kind: 'all actions', route: '/docs/', heading: 'All actions', anchor: false},
];

const THEME_SWITCH = 'button[aria-label^="Switch between dark and light mode"]';
const SEARCH_BOX = 'nav.navbar input[role="combobox"][aria-label="Search"]';
const MENU_BUTTON = 'button.navbar__toggle';
const QUERY = 'fill field';

/** A bound on waiting, not a speed requirement: a two-core CI machine under load is slow. */
const BOUND = 30_000;

/**
 * Runs `fn` in the page until it returns an object with `ok` true, and returns
 * it; after BOUND ms fails with `what` and the last object seen.
 * @template {{ok: boolean}} T
 * @param {import('./engines.mjs').Session} session
 * @param {string} what
 * @param {(...args: any[]) => T} fn
 * @returns {Promise<T>}
 */
async function until(session, what, fn, ...args) {
  const deadline = Date.now() + BOUND;
  for (;;) {
    const seen = await session.evaluate(fn, ...args);
    if (seen.ok) return seen;
    if (Date.now() > deadline) {
      // What the page reported often says why (a policy violation, a failed load).
      const errors = await session.takeErrors();
      throw new Error(
        `${what}: not within ${BOUND / 1000} s; last seen ${JSON.stringify(seen)}` +
          (errors.length ? `; errors reported: ${JSON.stringify(errors)}` : ''),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for React to hydrate the page: until then, nothing a reader clicks works. */
const hydrated = (session) =>
  until(session, 'the page hydrates', () => ({ok: document.documentElement.dataset.hasHydrated === 'true'}));

async function open(session, route) {
  await session.goto(session.url + route);
  await hydrated(session);
}

async function reload(session) {
  await session.reload();
  await hydrated(session);
}

const theme = (session) =>
  session.evaluate(() => ({
    shown: document.documentElement.dataset.theme,
    chosen: document.documentElement.dataset.themeChoice,
    stored: localStorage.getItem('theme'),
    background: getComputedStyle(document.documentElement).backgroundColor,
  }));

/** Presses the switch (it cycles system, light, dark) until `wanted` is chosen. */
async function chooseTheme(session, wanted) {
  for (let presses = 0; (await theme(session)).chosen !== wanted; presses++) {
    assert.ok(presses < 3, `three presses of the colour mode switch never chose ${wanted}`);
    const before = (await theme(session)).chosen;
    await session.click(THEME_SWITCH);
    await until(
      session,
      'the switch changes the choice',
      (was) => ({ok: document.documentElement.dataset.themeChoice !== was}),
      before,
    );
  }
  const now = await theme(session);
  assert.equal(now.shown, wanted, 'data-theme follows the choice');
  assert.equal(now.stored, wanted, 'the choice is stored as localStorage.theme');
  return now;
}

async function checkColourMode(session) {
  const dark = await chooseTheme(session, 'dark');
  await reload(session);
  const reloaded = await theme(session);
  assert.equal(reloaded.shown, 'dark', 'dark mode survives a reload');
  assert.equal(reloaded.stored, 'dark');
  const light = await chooseTheme(session, 'light');
  assert.notEqual(light.background, dark.background, 'the page is painted differently in light and dark');
}

/** Follows a table-of-contents link to a heading below the fold and waits for the view to reach it. */
async function checkAnchor(session) {
  await session.evaluate(() => window.scrollTo(0, 0));
  const hash = await session.evaluate(() => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight;
    for (const link of document.querySelectorAll('.table-of-contents a')) {
      const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      const top = heading?.getBoundingClientRect().top;
      if (top > window.innerHeight && top < reachable) return link.hash;
    }
    return null;
  });
  assert.ok(hash, 'the table of contents links to a heading below the fold');
  await session.click(`.table-of-contents a[href="${hash}"]`);
  await until(
    session,
    `the view scrolls to ${hash}`,
    (target) => {
      const heading = document.getElementById(decodeURIComponent(target.slice(1)));
      const top = heading.getBoundingClientRect().top;
      const offset = parseFloat(getComputedStyle(heading).scrollMarginTop) || 0;
      return {
        ok: location.hash === target && window.scrollY > 0 && Math.abs(top - offset) <= 2,
        hash: location.hash,
        top,
        offset,
      };
    },
    hash,
  );
}

async function checkSearch(session) {
  await session.click(SEARCH_BOX);
  await session.type(SEARCH_BOX, QUERY);
  // The status names the query once its results are shown, not those of a word typed so far.
  const {first} = await until(
    session,
    'search shows results',
    (query) => {
      const options = document.querySelectorAll('[role="listbox"][aria-label="Search results"] [role="option"]');
      const status = [...document.querySelectorAll('[role="status"]')].map((region) => region.textContent).join(' ');
      const first = options[0];
      return {
        ok:
          status.includes(query) && Boolean(first?.checkVisibility({visibilityProperty: true, opacityProperty: true})),
        status,
        count: options.length,
        first: first?.textContent,
      };
    },
    QUERY,
  );
  assert.match(first, /Fill field/, 'the page that answers the query is the first result');
  await session.press(SEARCH_BOX, 'Escape');
  await until(session, 'Escape closes the results', () => ({
    ok: !document.querySelector('[role="listbox"][aria-label="Search results"]'),
  }));
}

async function checkMobileMenu(session) {
  await session.resize(800, DESKTOP.height);
  await until(
    session,
    'the menu button shows in a narrow window',
    (css) => ({
      ok: Boolean(document.querySelector(css)?.checkVisibility({visibilityProperty: true, opacityProperty: true})),
      width: window.innerWidth,
    }),
    MENU_BUTTON,
  );
  // Docusaurus renders the menu once React has seen the narrow window.
  const menuShown = () => {
    const menu = document.querySelector('.navbar-sidebar');
    if (!menu) return {ok: false, visibility: 'not rendered'};
    const style = getComputedStyle(menu);
    const box = menu.getBoundingClientRect();
    const links = [...menu.querySelectorAll('a')].filter((link) =>
      link.checkVisibility({visibilityProperty: true, opacityProperty: true}),
    ).length;
    return {
      ok:
        style.visibility === 'visible' && style.opacity === '1' && Math.abs(box.left) < 1 && box.width > 0 && links > 0,
      visibility: style.visibility,
      opacity: style.opacity,
      left: box.left,
      links,
    };
  };
  assert.notEqual(
    (await session.evaluate(menuShown)).visibility,
    'visible',
    'the menu is closed before the button is pressed',
  );
  await session.click(MENU_BUTTON);
  await until(session, 'the mobile menu opens', menuShown);
  await session.resize(DESKTOP.width, DESKTOP.height);
  // Closed, and its fade-out over: until then its backdrop takes the clicks.
  await until(session, 'the menu closes when the window widens', () => ({
    ok:
      !document.documentElement.classList.contains('navbar-sidebar--show') &&
      ['.navbar-sidebar', '.navbar-sidebar__backdrop'].every(
        (css) => !document.querySelector(css) || getComputedStyle(document.querySelector(css)).visibility === 'hidden',
      ),
  }));
}

async function assertNoErrors(session, where) {
  assert.deepEqual(await session.takeErrors(), [], `console errors, page errors or policy violations on ${where}`);
}

let site;
before(async () => {
  site = await startSite(Number(process.env.ENGINES_PORT ?? 4174));
});
after(() => site?.stop());

for (const [id, engine] of Object.entries(ENGINES)) {
  const absent = missing(engine);
  const skip = !chosen.includes(id)
    ? `not in ENGINES=${process.env.ENGINES}`
    : absent && !CI
      ? `${absent} (or run one engine with ENGINES=${Object.keys(ENGINES).find((other) => other !== id)})`
      : false;
  if (skip) console.log(`Skipping ${engine.name}: ${skip}`);

  describe(engine.name, {skip}, () => {
    /** @type {import('./engines.mjs').Session} */
    let session;
    before(async () => {
      if (absent) throw new Error(`${absent}. CI runs every engine: .ci/run installs them.`);
      session = await engine.start(site.url);
    });
    after(() => session?.close());

    /**
     * A test whose checks run in the engine's browser (as `session`). A
     * browser that dies under a test (a CI machine once saw WebKitGTK's
     * MiniBrowser crash, and every later test fail with it) is replaced, and
     * the checks run once more in the new one; the test says so. A second
     * death fails the test with the browser's log; a check that fails while
     * the browser lives fails at once.
     * @param {string} name
     * @param {() => Promise<void>} checks
     */
    const browserTest = (name, checks) =>
      test(name, async (t) => {
        const restart = async () => {
          await session.close().catch(() => {});
          session = await engine.start(site.url);
        };
        if (!(await session.alive())) await restart();
        try {
          return await checks();
        } catch (error) {
          if (await session.alive()) throw error;
          t.diagnostic(
            `${engine.name} died (${error.name}: ${error.message.split('\n')[0]}); its log: ${session.log() || '(empty)'}; ` +
              'running the test again in a new browser',
          );
        }
        await restart();
        try {
          return await checks();
        } catch (error) {
          if (await session.alive()) throw error;
          throw new Error(`${engine.name} died twice in this test: ${error.message}\nIts log: ${session.log()}`, {
            cause: error,
          });
        }
      });

    // The checks below could pass vacuously if errors went unheard: prove they are heard.
    browserTest('a console error, an uncaught error and a policy violation are all reported', async () => {
      await open(session, '/');
      await session.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.notAllowed = true';
        document.head.append(script);
        console.error('engines-canary');
        setTimeout(() => {
          throw new Error('engines-thrown');
        });
      });
      const heard = [];
      const deadline = Date.now() + BOUND;
      const all = () =>
        ['Content-Security-Policy', 'engines-canary', 'engines-thrown'].every((text) =>
          heard.some((error) => error.includes(text)),
        );
      while (!all() && Date.now() < deadline) {
        heard.push(...(await session.takeErrors()));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.ok(all(), `not all three errors were reported: ${JSON.stringify(heard)}`);
      assert.equal(
        await session.evaluate(() => window.notAllowed ?? null),
        null,
        'the policy blocked the inline script',
      );
    });

    for (const page of PAGES) {
      browserTest(`${page.kind} ${page.route}`, async () => {
        await session.resize(DESKTOP.width, DESKTOP.height);
        await open(session, page.route);
        const heading = await until(session, 'the heading renders', () => {
          const h1 = document.querySelector('h1');
          return {
            ok: Boolean(h1?.checkVisibility({visibilityProperty: true, opacityProperty: true})),
            text: h1?.textContent.trim(),
          };
        });
        assert.equal(heading.text, page.heading);
        await checkColourMode(session);
        await checkSearch(session);
        await checkMobileMenu(session);
        if (page.anchor) await checkAnchor(session);
        await assertNoErrors(session, page.route);
      });
    }

    browserTest('a tab choice carries to another page with the same groupId, and survives a reload', async () => {
      const linuxTabs = () => {
        const tabs = [...document.querySelectorAll('[role="tab"]')].filter((tab) => tab.textContent.trim() === 'Linux');
        return {
          ok: tabs.length > 0 && tabs.every((tab) => tab.getAttribute('aria-selected') === 'true'),
          tabs: tabs.length,
          selected: tabs.map((tab) => tab.getAttribute('aria-selected')),
        };
      };
      await open(session, '/docs/browser/open');
      await session.evaluate(() => localStorage.removeItem('docusaurus.tab.os'));
      await reload(session);
      assert.equal((await session.evaluate(linuxTabs)).selected[0], 'false', 'Windows is the default tab');
      await session.click('[role="tab"]', 'Linux');
      await until(session, 'the choice is stored', () => ({ok: localStorage.getItem('docusaurus.tab.os') === 'linux'}));
      await open(session, '/tutorials/file-picker');
      const carried = await until(session, 'every os tab group shows Linux', linuxTabs);
      assert.ok(carried.tabs > 1, 'the tutorial has several os tab groups');
      await reload(session);
      await until(session, 'the choice survives a reload', linuxTabs);
      await assertNoErrors(session, 'the tab pages');
    });
  });
}
