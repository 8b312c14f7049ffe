// What a reader sees of the site's chrome, in both colour modes: the table of
// contents that stays in view, a readable search box, an announcement bar of
// the dark mode in dark mode, and a not-found page that does not move once its suggestions appear.
import {expect, test, type Locator, type Page} from '@playwright/test';
import {hydrated} from './helpers';

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((value) => Number(value) / 255);
    const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const styleOf = (page: Page, selector: string, property: string, pseudo?: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, [name, at]) => getComputedStyle(el, at).getPropertyValue(name!), [property, pseudo ?? null]);

test.describe('desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('the table of contents stays in view as a long page scrolls', async ({page}) => {
    await page.goto('/docs/browser/click');
    await hydrated(page);
    const toc = page.getByRole('navigation', {name: 'On this page'}).locator('.theme-doc-toc-desktop');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    const box = (await toc.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(800);
  });

  test('a diagram a little wider than the column fits it; a much wider one scrolls, its labels still 11 px or more', async ({
    page,
  }) => {
    /** The page's widest diagram: whether it scrolls, and its smallest label as drawn. */
    const widestDiagram = async (route: string) => {
      await page.goto(route);
      await hydrated(page);
      return page.locator('.tucano-diagram').evaluateAll((boxes) => {
        const widest = boxes.sort(
          (a, b) =>
            Number(b.querySelector('svg')!.getAttribute('width')) -
            Number(a.querySelector('svg')!.getAttribute('width')),
        )[0]!;
        const labels = [...widest.querySelectorAll('text')].map(
          (text) => parseFloat(text.getAttribute('font-size')!) * text.getScreenCTM()!.a,
        );
        return {scrolls: widest.scrollWidth > widest.clientWidth, smallestLabel: Math.min(...labels)};
      });
    };
    // 717 px wide: 5% wider than the column at 1280 px.
    const slightlyWide = await widestDiagram('/how-to-create-your-first-robot');
    expect(slightlyWide.scrolls).toBe(false);
    expect(slightlyWide.smallestLabel).toBeGreaterThanOrEqual(11);
    // 1,042 px wide: drawn at 94% and scrolled.
    const veryWide = await widestDiagram('/tutorials/schedulingRobot');
    expect(veryWide.scrolls).toBe(true);
    expect(veryWide.smallestLabel).toBeGreaterThanOrEqual(11);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(colorScheme, () => {
    test.use({colorScheme});

    test('the navbar search box: its placeholder is readable', async ({page}) => {
      await page.goto('/');
      await hydrated(page);
      const input = '.navbar__search-input';
      const placeholder = await styleOf(page, input, 'color', '::placeholder');
      const background = await styleOf(page, input, 'background-color');
      expect(contrast(placeholder, background)).toBeGreaterThanOrEqual(4.5);
    });

    test('the navbar search box: its magnifier stands out from the box', async ({page}) => {
      await page.goto('/');
      await hydrated(page);
      const input = '.navbar__search-input';
      // The icon is a background image: draw it and read the colour of its first opaque pixel.
      const icon = await page.locator(input).evaluate(async (element) => {
        const image = new Image();
        image.src = /url\("(.*)"\)/s.exec(getComputedStyle(element).backgroundImage)![1]!.replaceAll('\\"', '"');
        await image.decode();
        const context = Object.assign(document.createElement('canvas'), {width: 16, height: 16}).getContext('2d')!;
        context.drawImage(image, 0, 0, 16, 16);
        const pixels = context.getImageData(0, 0, 16, 16).data;
        for (let i = 0; i < pixels.length; i += 4) {
          if (pixels[i + 3] === 255) return `rgb(${pixels[i]}, ${pixels[i + 1]}, ${pixels[i + 2]})`;
        }
        return 'no opaque pixel';
      });
      expect(contrast(icon, await styleOf(page, input, 'background-color'))).toBeGreaterThanOrEqual(3);
    });

    test('the announcement bar follows the colour mode, its text readable', async ({page}) => {
      await page.goto('/');
      await hydrated(page);
      const background = await styleOf(page, '.theme-announcement-bar', 'background-color');
      const text = await styleOf(page, '.theme-announcement-bar', 'color');
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
      // Never the theme's white strip over a dark site.
      if (colorScheme === 'dark') expect(contrast(background, 'rgb(255, 255, 255)')).toBeGreaterThan(3);
    });
  });
}

test('a version in an admonition title keeps its case: v2_0_0, not V2_0_0', async ({page}) => {
  await page.goto('/docs/browser/download/v1_0_0');
  await hydrated(page);
  // The title is the admonition's first line, above its content.
  const version = page.locator('.theme-admonition > div:first-child code').first();
  await expect(version).toBeVisible();
  expect(await version.evaluate((el) => (el as HTMLElement).innerText)).toBe('v2_0_0');
});

test('the blog archive says what it holds, not "Archive" twice', async ({page}) => {
  await page.goto('/blog/archive');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1, name: 'Archive'})).toBeVisible();
  await expect(page.locator('.hero__subtitle')).not.toHaveText('Archive');
});

const underlined = (locator: Locator) =>
  locator.evaluate((el) => getComputedStyle(el).textDecorationLine === 'underline');

test('links in running text are underlined; a search result underlines its title only, a tag chip nothing', async ({
  page,
}) => {
  await page.goto('/docs/browser/open');
  await hydrated(page);
  expect(await underlined(page.locator('.theme-doc-markdown p a').first())).toBe(true);

  await page.goto('/search?q=webhook');
  await hydrated(page);
  const result = page
    .getByRole('main')
    .getByRole('link', {name: /webhook/i})
    .first();
  await expect(result).toBeVisible();
  expect(await underlined(result)).toBe(false);
  expect(await underlined(result.locator('span').first())).toBe(true);

  await page.goto('/blog');
  await hydrated(page);
  const tag = page.locator('main a[rel="tag"]').first();
  await expect(tag).toBeVisible();
  expect(await underlined(tag)).toBe(false);
});

test("a blog list's post titles are smaller than its heading", async ({page}) => {
  for (const route of ['/blog', '/blog/tags/release-notes']) {
    await page.goto(route);
    await hydrated(page);
    const size = (selector: string) => styleOf(page, selector, 'font-size').then(parseFloat);
    expect(await size('main article header h2'), route).toBeLessThan(await size('main h1'));
  }
});

test.describe('phone', () => {
  test.use({viewport: {width: 360, height: 740}});

  test('Yes and No stay together, and every page tool uses the page font', async ({page}) => {
    await page.goto('/docs/browser/open');
    await hydrated(page);
    const answers = page.getByRole('group', {name: 'Was this page helpful?'});
    const yes = (await answers.getByRole('link', {name: 'Yes'}).boundingBox())!;
    const no = (await answers.getByRole('link', {name: 'No'}).boundingBox())!;
    expect(Math.abs(yes.y - no.y)).toBeLessThan(1);
    const font = (name: string) =>
      page.getByRole(name === 'Yes' ? 'link' : 'button', {name}).evaluate((el) => getComputedStyle(el).fontFamily);
    expect(await font('Copy page as Markdown')).toBe(await font('Yes'));
  });

  test('the search results panel keeps a margin on both sides', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const box = page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
    await box.click();
    await box.pressSequentially('open browser', {delay: 15});
    const panel = (await page.getByRole('listbox', {name: 'Search results'}).locator('xpath=..').boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(8);
    expect(360 - (panel.x + panel.width)).toBeGreaterThanOrEqual(8);
  });
});

test('the footer draws every social network at one size', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const widths = await page
    .getByRole('contentinfo')
    .locator('.footer-social-link svg')
    .evaluateAll((icons) => [...new Set(icons.map((icon) => icon.getBoundingClientRect().width))]);
  expect(widths).toHaveLength(1);
});

test('the not-found page does not move when its suggestions appear', async ({page}) => {
  await page.goto('/docs/browser/clik');
  await hydrated(page);
  await expect(
    page.getByRole('navigation', {name: 'Pages like the one you asked for'}).getByRole('listitem').first(),
  ).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as {value: number}).value;
        }).observe({type: 'layout-shift', buffered: true});
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
  expect(shift).toBeLessThan(0.01);
});
