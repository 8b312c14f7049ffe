import {defineConfig, devices} from '@playwright/test';
import fs from 'node:fs';

// End-to-end tests run in real Chromium against the production build
// (`npm run build` first), served by deploy/nginx.conf in nginx when it is
// installed (CI installs it), else by `docusaurus serve` (scripts/serve.mjs).
const port = Number(process.env.E2E_PORT ?? 4173);

// This machine cannot download Playwright's browser; Debian's Chromium is used
// when present. Set CHROMIUM_PATH to point elsewhere, or unset it on a machine
// where `npx playwright install chromium` works.
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  // Assertions wait for a state, never for a time: this bound only ends a
  // test whose state never comes. Expect's default 5 s is less than a loaded
  // two-core machine has taken to render an API page (6 to 10 s, helpers.ts).
  expect: {timeout: 15_000},
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath || undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node scripts/serve.mjs ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
