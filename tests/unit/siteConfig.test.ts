/**
 * @jest-environment node
 */
// The constants of the specification (§1, §2, §8, §9) that live in the site's
// configuration, read from docusaurus.config.ts as Docusaurus loads it.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Config} from '@docusaurus/types';

const root = path.join(__dirname, '..', '..');

const config: Config = require('jiti')(__filename, {interopDefault: true})(path.join(root, 'docusaurus.config.ts'));
const themeConfig = config.themeConfig as {
  tableOfContents: object;
  navbar: {items: {label?: string; type?: string; position?: string}[]};
};

it('names the site and its tagline', () => {
  expect(config.title).toBe('Documentação Tucano');
  expect(config.tagline).toBe('Tucano Automation');
});

it('is in English only, written left to right', () => {
  expect(config.i18n?.locales).toEqual(['en']);
  expect(config.i18n?.localeConfigs?.en?.direction).toBe('ltr');
});

it('puts headings of levels 2 and 3 in the table of contents, and no page changes that', () => {
  expect(themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  const pages = ['docs', 'api', 'blog'].flatMap((area) =>
    (fs.readdirSync(path.join(root, area), {recursive: true}) as string[])
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => path.join(root, area, file)),
  );
  expect(pages.length).toBeGreaterThan(250);
  for (const page of pages) expect(fs.readFileSync(page, 'utf8')).not.toMatch(/^toc_(min|max)_heading_level:/m);
});

it('gives every navbar item a position, and the right one to an item that names none', () => {
  const positions = Object.fromEntries(themeConfig.navbar.items.map((item) => [item.label, item.position]));
  expect(positions).toEqual({Docs: 'left', API: 'left', 'Tucano docs on GitHub': 'right'});
});

it('has one version, labelled Next, in each docs area, and one sidebar, tutorialSidebar', () => {
  const docsOptions = [
    (config.presets![0] as [string, {docs: {versions: object}}])[1].docs,
    ...config
      .plugins!.filter(
        (plugin): plugin is [string, {versions: object}] =>
          Array.isArray(plugin) && plugin[0] === '@docusaurus/plugin-content-docs',
      )
      .map(([, options]) => options),
  ];
  expect(docsOptions).toHaveLength(2);
  for (const options of docsOptions) expect(options.versions).toEqual({current: {label: 'Next'}});
  expect(fs.existsSync(path.join(root, 'versions.json'))).toBe(false);
  expect(fs.existsSync(path.join(root, 'api_versions.json'))).toBe(false);
  const sidebars = require('jiti')(__filename, {interopDefault: true})(path.join(root, 'sidebars.ts'));
  expect(Object.keys(sidebars)).toEqual(['tutorialSidebar']);
});

it('fails a CI build on a broken link, anchor or duplicate route, and only warns a writer', () => {
  // Loaded in a process of its own, with or without CI in its environment.
  const strictness = (CI: string | undefined) => {
    const env = {...process.env};
    if (CI === undefined) delete env.CI;
    else env.CI = CI;
    const script = `const c = require('jiti')(process.cwd(), {interopDefault: true})('./docusaurus.config.ts');
      console.log(JSON.stringify([c.onBrokenLinks, c.onBrokenAnchors, c.onDuplicateRoutes, c.markdown.hooks.onBrokenMarkdownLinks]));`;
    const output = execFileSync(process.execPath, ['-e', script], {cwd: root, env, encoding: 'utf8'});
    return JSON.parse(output.trim().split('\n').pop()!);
  };
  expect(strictness('true')).toEqual(['throw', 'throw', 'throw', 'throw']);
  expect(strictness(undefined)).toEqual(['warn', 'warn', 'warn', 'warn']);
});
