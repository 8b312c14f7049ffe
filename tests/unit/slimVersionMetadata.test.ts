/**
 * @jest-environment node
 */
// The docs version metadata is trimmed before it is bundled: every docs page
// loads it, and only the sidebar and the doc ids are read in the browser.
import {DOCS_ROUTE_PROPS} from '@site/src/plugins/slimVersionMetadata';
const slim: (source: string) => string = require('@site/src/plugins/slimVersionMetadata/loader.cjs');

const versionMetadata = {
  version: {
    pluginId: 'default',
    version: 'current',
    docsSidebars: {
      tutorialSidebar: [{type: 'link', href: '/docs/browser/open', label: 'Open', docId: 'docs/browser/open'}],
    },
    docs: {
      'docs/browser/open': {
        id: 'docs/browser/open',
        title: 'Open browser',
        description: 'Opens a browser window at an address.',
        sidebar: 'tutorialSidebar',
      },
    },
  },
};

it('keeps the sidebar and each doc id, and drops the titles and descriptions only doc cards read', () => {
  const slimmed = JSON.parse(slim(JSON.stringify(versionMetadata)));
  expect(slimmed.version.docsSidebars).toEqual(versionMetadata.version.docsSidebars);
  expect(slimmed.version.docs).toEqual({'docs/browser/open': {id: 'docs/browser/open', sidebar: 'tutorialSidebar'}});
  expect(slimmed.version.version).toBe('current');
});

it('passes other route props through untouched', () => {
  const tagsProps = JSON.stringify({label: 'browser', permalink: '/tags/browser', count: 3});
  expect(slim(tagsProps)).toBe(tagsProps);
});

it('applies to the docs instances’ route props, and only to them', () => {
  expect(DOCS_ROUTE_PROPS.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json')).toBe(true);
  expect(DOCS_ROUTE_PROPS.test('/site/.docusaurus/docusaurus-plugin-content-docs/api/p/api-1a2.json')).toBe(true);
  expect(DOCS_ROUTE_PROPS.test('/site/.docusaurus/docusaurus-plugin-content-blog/default/p/blog-1a2.json')).toBe(false);
  expect(DOCS_ROUTE_PROPS.test('/site/.docusaurus/tucano-catalogue/default/action-rows.json')).toBe(false);
});
