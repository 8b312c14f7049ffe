// The route contract: every route of the site map (tests/routes.txt) is
// served by the production build, is not the not-found page, loads without
// console errors and hydrates. A route whose page was deleted or renamed fails
// here, under its own name.
import {expect, test} from '@playwright/test';
import {hydrated} from './helpers';
import {routes} from '../routeList';

const NOT_FOUND = /Page Not Found/i;

test.describe('route contract', () => {
  for (const route of routes) {
    test(`${route} is served, is not the not-found page, hydrates with no console error`, async ({page}) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      // The not-found page answers with its own title and heading, even where
      // the server sent 200 for a path the client's routes do not know.
      await expect(page).not.toHaveTitle(NOT_FOUND);
      const heading = page.getByRole('heading', {level: 1}).first();
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveText(NOT_FOUND);
      // Spec §2: a documentation page is one article inside the docs sidebar
      // layout. The blog's two routes (§2.5) have the blog's own layout.
      if (!route.startsWith('/blog')) {
        await expect(page.locator('main article')).toHaveCount(1);
        await expect(page.locator('aside.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]')).toBeVisible();
      }
      expect(errors).toEqual([]);
    });
  }
});
