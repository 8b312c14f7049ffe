/**
 * @jest-environment node
 */
// The docs version metadata is trimmed before it is bundled: every docs page
// loads it, and only the sidebar and the doc ids are read in the browser.
import {DOCS_ROUTE_PROPS, GLOBAL_DATA, ROUTE_REGISTRY, SITE_METADATA} from '@site/src/plugins/slimClientBundle';
const slim: (source: string) => string = require('@site/src/plugins/slimClientBundle/versionMetadata.cjs');
const slimGlobalData: (
  this: unknown,
  source: string,
) => string = require('@site/src/plugins/slimClientBundle/globalData.cjs');
const slimRegistry: (source: string) => string = require('@site/src/plugins/slimClientBundle/registry.cjs');

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

describe('the global data', () => {
  const mainDoc = {id: 'index', path: '/', sidebar: 'tutorialSidebar'};
  const version = {
    name: 'current',
    label: 'Next',
    isLast: true,
    path: '/',
    mainDocId: 'index',
    docs: [{id: 'docs/browser/open', path: '/docs/browser/open', sidebar: 'tutorialSidebar'}, mainDoc],
    draftIds: [],
    sidebars: {tutorialSidebar: {link: {path: '/', label: 'Introduction'}}},
  };
  const globalData = {
    'docusaurus-plugin-content-docs': {default: {path: '/', versions: [version], breadcrumbs: true}},
    'tucano-catalogue': {default: {unwrittenDocsRoutes: []}},
  };

  it('keeps of the docs plugins’ list of every doc only each version’s main doc, and the rest of each version', () => {
    const slimmed = JSON.parse(slimGlobalData(JSON.stringify(globalData)));
    expect(slimmed['docusaurus-plugin-content-docs'].default).toEqual({
      path: '/',
      versions: [{...version, docs: [mainDoc]}],
      breadcrumbs: true,
    });
    expect(slimmed['tucano-catalogue']).toEqual(globalData['tucano-catalogue']);
  });

  it('also keeps the docs that the navbar’s doc items name', () => {
    const loaderContext = {getOptions: () => ({docIdsNamed: ['docs/browser/open']})};
    const slimmed = JSON.parse(slimGlobalData.call(loaderContext, JSON.stringify(globalData)));
    expect(slimmed['docusaurus-plugin-content-docs'].default.versions[0].docs).toEqual(version.docs);
  });

  it('applies to the generated global data only', () => {
    expect(GLOBAL_DATA.test('/site/.docusaurus/globalData.json')).toBe(true);
    expect(GLOBAL_DATA.test('/site/.docusaurus/site-metadata.json')).toBe(false);
  });
});

describe('the site metadata', () => {
  const slimSiteMetadata: (source: string) => string = require('@site/src/plugins/slimClientBundle/siteMetadata.cjs');
  const metadata = {
    docusaurusVersion: '3.10.2',
    siteVersion: '0.0.0',
    pluginVersions: {
      'docusaurus-plugin-content-docs': {type: 'package', name: '@docusaurus/plugin-content-docs', version: '3.10.2'},
      'tucano-catalogue': {type: 'local'},
    },
  };

  it('keeps the versions of Docusaurus and the site, and drops the list of plugins', () => {
    expect(JSON.parse(slimSiteMetadata(JSON.stringify(metadata)))).toEqual({
      docusaurusVersion: '3.10.2',
      siteVersion: '0.0.0',
      pluginVersions: {},
    });
  });

  it('applies to the generated site metadata only', () => {
    expect(SITE_METADATA.test('/site/.docusaurus/site-metadata.json')).toBe(true);
    expect(SITE_METADATA.test('/site/.docusaurus/globalData.json')).toBe(false);
  });
});

// As Docusaurus 3.10 writes it.
const registry = `export default {
  "00eb8d4a": [() => import(/* webpackChunkName: "00eb8d4a" */ "@site/docs/docs/robot/nextIteration.mdx"), "@site/docs/docs/robot/nextIteration.mdx", require.resolveWeak("@site/docs/docs/robot/nextIteration.mdx")],
  "__comp---theme-doc-item-178-a40": [() => import(/* webpackChunkName: "__comp---theme-doc-item-178-a40" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
};
`;

describe('the browser’s route chunk registry', () => {
  it('drops the module paths only the server reads, and keeps each loader and module reference', () => {
    expect(slimRegistry(registry)).toBe(`export default {
  "00eb8d4a": [() => import(/* webpackChunkName: "00eb8d4a" */ "@site/docs/docs/robot/nextIteration.mdx"), 0, require.resolveWeak("@site/docs/docs/robot/nextIteration.mdx")],
  "__comp---theme-doc-item-178-a40": [() => import(/* webpackChunkName: "__comp---theme-doc-item-178-a40" */ "@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")],
};
`);
  });

  it('fails the build when an upgrade changes the entries’ shape', () => {
    const reshaped = `export default {
  "00eb8d4a": {load: () => import("@site/docs/a.mdx"), module: "@site/docs/a.mdx", id: require.resolveWeak("@site/docs/a.mdx")},
};`;
    expect(() => slimRegistry(reshaped)).toThrow(/registry\.js has a new shape/);
  });

  it('applies to the generated registry only', () => {
    expect(ROUTE_REGISTRY.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(ROUTE_REGISTRY.test('/site/src/registry.js')).toBe(false);
  });
});

// The browser bundle's `tslib` is the few helpers Docusaurus's client code
// calls (src/plugins/slimClientBundle/tslib.mjs). After an upgrade, a client
// file calling another helper must fail here, not as "is not a function" in
// a reader's browser.
describe('the browser bundle’s tslib', () => {
  const fs = require('node:fs') as typeof import('node:fs');
  const path = require('node:path') as typeof import('node:path');
  const scopeDir = path.join(process.cwd(), 'node_modules/@docusaurus');

  /** Every JS file Docusaurus ships for the browser: its client and theme code, and utils-common. */
  function clientFiles(): string[] {
    const roots = fs.readdirSync(scopeDir).flatMap((pkg) =>
      ['lib/client', 'lib/theme', 'lib/utils', 'lib/hooks', 'lib/contexts', 'lib/components']
        .concat(pkg === 'utils-common' ? ['lib'] : [])
        .map((dir) => path.join(scopeDir, pkg, dir))
        .filter((dir) => fs.existsSync(dir)),
    );
    return roots.flatMap((root) =>
      (fs.readdirSync(root, {recursive: true}) as string[])
        .filter((file) => file.endsWith('.js'))
        .map((file) => path.join(root, file)),
    );
  }

  it('exports every helper that client code calls', () => {
    const files = clientFiles();
    const called = new Set(
      files.flatMap((file) => {
        const source = fs.readFileSync(file, 'utf8');
        return /require\("tslib"\)/.test(source) ? [...source.matchAll(/\btslib_1\.(__\w+)/g)].map((m) => m[1]!) : [];
      }),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(called).toContain('__importDefault');
    const exported = fs.readFileSync(path.join(process.cwd(), 'src/plugins/slimClientBundle/tslib.mjs'), 'utf8');
    for (const helper of called) expect(exported).toMatch(new RegExp(`\\b${helper}\\b`));
  });
});

describe('the navbar item types', () => {
  const {
    OPTIONAL_ITEM_TYPES,
    docIdsNamed,
    unusedItemModules,
  } = require('@site/src/plugins/slimClientBundle/navbarItemTypes');
  const allOptional = Object.values(OPTIONAL_ITEM_TYPES);

  it('leaves out every optional type that no navbar item uses', () => {
    expect(unusedItemModules([{to: '/', label: 'Docs'}, {type: 'search'}])).toEqual(allOptional);
    expect(unusedItemModules(undefined)).toEqual(allOptional);
  });

  it('keeps a type used by an item, or by an entry of a dropdown', () => {
    const items = [
      {type: 'localeDropdown'},
      {label: 'More', items: [{type: 'doc', docId: 'troubleshooting'}, {type: 'docsVersion'}]},
    ];
    expect(unusedItemModules(items)).toEqual([
      '@theme/NavbarItem/DocSidebarNavbarItem',
      '@theme/NavbarItem/DocsVersionDropdownNavbarItem',
    ]);
    expect(docIdsNamed(items)).toEqual(['troubleshooting']);
  });

  it('names, for the site’s own navbar, none of the optional types', () => {
    const config = require('jiti')(__filename, {interopDefault: true})('../../docusaurus.config.ts');
    expect(unusedItemModules(config.themeConfig.navbar.items)).toEqual(allOptional);
  });
});
