// The route contract: every route of the site map whose page exists in the
// source tree is served by the production build, is not the not-found page,
// loads without console errors and hydrates.
import {expect, test} from '@playwright/test';
import {hydrated} from './helpers';
import {builtRoutes, pendingRoutes, sourceOf} from './siteMap';

const NOT_FOUND_TITLE = /Page Not Found/i;

test.describe('route contract', () => {
  test('pending routes have no page in the source tree (they are listed, not faked)', () => {
    for (const route of pendingRoutes) expect(sourceOf(route)).toBeUndefined();
    expect(builtRoutes.length).toBeGreaterThanOrEqual(2);
  });

  for (const route of builtRoutes) {
    test(`${route} is served, is not the not-found page, hydrates with no console error`, async ({page}) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page).not.toHaveTitle(NOT_FOUND_TITLE);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
