// The two engines behind one small interface, so each check is written once:
// Firefox ESR driven over WebDriver BiDi by puppeteer-core, and WebKitGTK's
// MiniBrowser driven by WebKitWebDriver (WebDriver classic) through
// selenium-webdriver, in a virtual display (xvfb-run).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import {Builder, By, Key} from 'selenium-webdriver';
import {startProbeProxy, waitForServer} from './site.mjs';

export const DESKTOP = {width: 1280, height: 900};

/** `command`'s path if it is an executable file or found on PATH. */
function which(command) {
  const candidates = command.includes('/')
    ? [command]
    : (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, command));
  return candidates.find((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

const miniBrowser =
  process.env.MINIBROWSER_PATH ??
  ['x86_64-linux-gnu', 'aarch64-linux-gnu']
    .map((arch) => `/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`)
    .find((file) => fs.existsSync(file)) ??
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * Each engine: what it needs on the machine (env var to point elsewhere, and
 * the Debian package) and how to start a session on the site at `siteUrl`.
 */
export const ENGINES = {
  firefox: {
    name: 'Firefox ESR',
    needs: [{file: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr', env: 'FIREFOX_PATH', apt: 'firefox-esr'}],
    start: startFirefox,
  },
  webkit: {
    name: 'WebKitGTK',
    needs: [
      {
        file: process.env.WEBKIT_WEBDRIVER_PATH || 'WebKitWebDriver',
        env: 'WEBKIT_WEBDRIVER_PATH',
        apt: 'webkit2gtk-driver',
      },
      {file: miniBrowser, env: 'MINIBROWSER_PATH', apt: 'webkit2gtk-driver'},
      {file: 'xvfb-run', apt: 'xvfb'},
    ],
    start: startWebKit,
  },
};

/** Why `engine` cannot run here, or null when everything it needs is installed. */
export function missing(engine) {
  const absent = engine.needs.filter(({file}) => !which(file));
  if (!absent.length) return null;
  const names = absent.map(({file, env}) => (env ? `${file} (or set ${env})` : file)).join(', ');
  const packages = [...new Set(absent.map(({apt}) => apt))].join(' ');
  return `${engine.name} is not installed: ${names} not found; install it with \`apt-get install ${packages}\``;
}

/**
 * One browser session. `evaluate(fn, ...args)` runs `fn` in the page (its
 * result is awaited), `click(css, text?)` clicks the first visible match (with
 * that exact text) as a reader would, `takeErrors()` returns and forgets the
 * errors the page reported since the last call. `alive()` tells whether the
 * browser still answers (a crashed one does not), `log()` is the end of what
 * the browser printed, to show when it dies.
 * @typedef {{
 *   goto(url: string): Promise<void>, reload(): Promise<void>,
 *   evaluate<T>(fn: (...args: any[]) => T, ...args: unknown[]): Promise<Awaited<T>>,
 *   click(css: string, text?: string): Promise<void>, type(css: string, text: string): Promise<void>,
 *   press(css: string, key: 'Escape'): Promise<void>,
 *   resize(width: number, height: number): Promise<void>, takeErrors(): Promise<string[]>,
 *   alive(): Promise<boolean>, log(): string, url: string, close(): Promise<void>,
 * }} Session
 */

/** Whether `command` (sent to a browser) succeeds within 10 s: a dead or hung browser does not answer. */
const answers = (command) =>
  Promise.race([
    command.then(
      () => true,
      () => false,
    ),
    new Promise((resolve) => setTimeout(resolve, 10_000, false).unref()),
  ]);

/** @returns {Promise<Session>} */
async function startFirefox(siteUrl) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: which(ENGINES.firefox.needs[0].file),
    headless: true,
    // Set below, as resize sets it: puppeteer's own viewport call fails on Firefox ESR 140.12.
    defaultViewport: null,
  });
  let stderr = '';
  browser.process()?.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  // Not page.setViewport: over BiDi it also overrides the screen orientation
  // (emulation.setScreenOrientationOverride), a command Debian's Firefox ESR
  // 140.12 refuses. The viewport alone is BiDi's browsingContext.setViewport.
  const setViewport = (width, height) => page.mainFrame().browsingContext.setViewport({viewport: {width, height}});
  await setViewport(DESKTOP.width, DESKTOP.height);
  const errors = [];
  // Over BiDi, Firefox reports console errors, uncaught errors and each
  // Content-Security-Policy violation (as a page error).
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    url: siteUrl,
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    click: async (css, text) => {
      for (const element of await page.$$(css)) {
        const matches = await element.evaluate(
          (node, wanted) =>
            node.checkVisibility({visibilityProperty: true, opacityProperty: true}) &&
            (wanted === undefined || node.textContent.trim() === wanted),
          text,
        );
        if (matches) {
          await element.scrollIntoView();
          const cover = await element.evaluate((node) => {
            const box = node.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return node.contains(hit) ? null : (hit?.outerHTML.slice(0, 120) ?? 'nothing');
          });
          if (cover) throw new Error(`${css} is covered by ${cover}`);
          return element.click();
        }
      }
      throw new Error(`nothing to click: ${css}${text === undefined ? '' : ` with text "${text}"`}`);
    },
    type: (css, text) => page.type(css, text),
    press: async (css, key) => (await page.$(css)).press(key),
    resize: setViewport,
    takeErrors: async () => errors.splice(0),
    alive: () => answers(page.evaluate(() => true)),
    log: () => stderr.trim(),
    close: () => browser.close(),
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** @returns {Promise<Session>} */
async function startWebKit(siteUrl) {
  const proxy = await startProbeProxy(siteUrl);
  const port = await freePort();
  // Its own process group, so that stopping it also stops Xvfb and MiniBrowser.
  const display = spawn('xvfb-run', ['-a', which(ENGINES.webkit.needs[0].file), `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  display.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  const stopDisplay = () => {
    try {
      process.kill(-display.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', stopDisplay);
  await waitForServer(`http://127.0.0.1:${port}/status`, {
    timeout: 30_000,
    exited: () => display.exitCode !== null && `WebKitWebDriver exited: ${stderr.trim()}`,
  });
  const driver = await new Builder()
    .usingServer(`http://127.0.0.1:${port}`)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {binary: miniBrowser, args: ['--automation']},
    })
    .build();
  await driver.manage().window().setRect(DESKTOP);
  const errors = [];
  // The probe's record lives in the document: read it before leaving one.
  const harvest = async () => {
    const url = await driver.getCurrentUrl();
    if (!url.startsWith(proxy.url)) return;
    const found = await driver.executeScript('return window.__engineErrors ? window.__engineErrors.splice(0) : null');
    errors.push(...(found ?? [`the error probe did not run on ${url}`]));
  };
  return {
    url: proxy.url,
    goto: async (url) => {
      await harvest();
      await driver.get(url);
    },
    reload: async () => {
      await harvest();
      await driver.navigate().refresh();
    },
    evaluate: (fn, ...args) => driver.executeScript(fn, ...args),
    click: async (css, text) => {
      for (const element of await driver.findElements(By.css(css))) {
        if (!(await element.isDisplayed())) continue;
        if (text === undefined || (await element.getText()).trim() === text) return element.click();
      }
      throw new Error(`nothing to click: ${css}${text === undefined ? '' : ` with text "${text}"`}`);
    },
    type: (css, text) => driver.findElement(By.css(css)).sendKeys(text),
    press: (css, key) => driver.findElement(By.css(css)).sendKeys(Key[key.toUpperCase()]),
    resize: (width, height) => driver.manage().window().setRect({width, height}),
    takeErrors: async () => {
      await harvest();
      return errors.splice(0);
    },
    alive: () => answers(driver.getCurrentUrl()),
    log: () => stderr.trim(),
    close: async () => {
      try {
        await driver.quit();
      } finally {
        stopDisplay();
        process.off('exit', stopDisplay);
        await proxy.stop();
      }
    },
  };
}
