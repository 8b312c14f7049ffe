/**
 * @jest-environment node
 */
// The route chunks a page's HTML preloads: read from a small fixture of the
// three files Docusaurus generates at build time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {addPreloadHints, htmlFileOf} from '../../src/plugins/preloadRouteChunks';
import {loadRouteChunks} from '../../src/plugins/preloadRouteChunks/routeChunks.mjs';

const routesJs = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', 'b01'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'r00'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', 'v00'),
        routes: [
          {
            path: '/docs/open',
            component: ComponentCreator('/docs/open', 'd01'),
            exact: true,
            sidebar: "tutorialSidebar"
          },
          {
            path: '/',
            component: ComponentCreator('/', 'i00'),
            exact: true
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
const chunkNames = {
  '/blog-b01': {__comp: 'blogList', items: [{content: 'post1'}, {content: 'post2'}]},
  '/-r00': {__comp: 'docsRoot'},
  '/-v00': {__comp: 'versionRoot', __props: 'versionProps'},
  '/docs/open-d01': {__comp: 'docItem', content: 'openMdx'},
  '/-i00': {__comp: 'docItem', content: 'indexMdx'},
};
const js = (file: string) => ({js: [{file: `assets/js/${file}`}]});
const manifest = {
  entrypoints: ['main'],
  origins: {
    main: ['1', '2', '3'],
    blogList: ['20'],
    post1: ['21'],
    post2: ['22'],
    docsRoot: ['10'],
    versionRoot: ['11'],
    versionProps: ['12'],
    // A chunk group: the shared chunk and the stylesheet of the entry come along.
    docItem: ['13', '14', '3'],
    openMdx: ['15', '14'],
    indexMdx: ['16'],
  },
  assets: {
    '1': js('runtime~main.js'),
    '2': js('main.js'),
    '3': {css: [{file: 'assets/css/styles.css'}]},
    '10': js('docsRoot.js'),
    '11': js('versionRoot.js'),
    '12': js('versionProps.js'),
    '13': js('docItem.js'),
    '14': js('common.js'),
    '15': js('openMdx.js'),
    '16': js('indexMdx.js'),
    '20': js('blogList.js'),
    '21': js('post1.js'),
    '22': js('post2.js'),
  },
};

let generated: string;
beforeAll(() => {
  generated = fs.mkdtempSync(path.join(os.tmpdir(), 'route-chunks-'));
  fs.writeFileSync(path.join(generated, 'routes.js'), routesJs);
  fs.writeFileSync(path.join(generated, 'routesChunkNames.json'), JSON.stringify(chunkNames));
  fs.writeFileSync(path.join(generated, 'client-manifest.json'), JSON.stringify(manifest));
});
afterAll(() => fs.rmSync(generated, {recursive: true, force: true}));

describe('loadRouteChunks', () => {
  test('a nested doc route needs the chunks of every level it matches, shared ones once', () => {
    expect(loadRouteChunks(generated)('/docs/open')).toEqual([
      'assets/js/docsRoot.js',
      'assets/js/versionRoot.js',
      'assets/js/versionProps.js',
      'assets/js/docItem.js',
      'assets/js/common.js',
      'assets/js/openMdx.js',
    ]);
  });

  test('exact routes match only their own path', () => {
    const chunks = loadRouteChunks(generated);
    expect(chunks('/')).toContain('assets/js/indexMdx.js');
    expect(chunks('/')).not.toContain('assets/js/openMdx.js');
    expect(chunks('/blog')).toEqual(['assets/js/blogList.js', 'assets/js/post1.js', 'assets/js/post2.js']);
  });

  test('never names the entry, which the HTML already loads, nor stylesheets', () => {
    const all = ['/', '/docs/open', '/blog', '/missing'].flatMap(loadRouteChunks(generated));
    expect(all).not.toContain('assets/js/main.js');
    expect(all).not.toContain('assets/js/runtime~main.js');
    expect(all.every((file) => file.endsWith('.js'))).toBe(true);
  });

  test('a build without its generated files fails, naming the file', () => {
    expect(() => loadRouteChunks(path.join(generated, 'nowhere'))).toThrow(/routes\.js/);
  });
});

describe('addPreloadHints', () => {
  const html =
    '<html><head><link rel=stylesheet href=/a.css><script src=/main.js defer></script></head><body></body></html>';

  test('adds one preload per chunk at the end of the head, after the entry', () => {
    const result = addPreloadHints(html, ['/assets/js/a.js', '/assets/js/b.js']);
    expect(result).toBe(
      '<html><head><link rel=stylesheet href=/a.css><script src=/main.js defer></script>' +
        '<link rel="preload" as="script" fetchpriority="low" href="/assets/js/a.js">' +
        '<link rel="preload" as="script" fetchpriority="low" href="/assets/js/b.js">' +
        '</head><body></body></html>',
    );
  });

  test('leaves a page without route chunks as it was', () => {
    expect(addPreloadHints(html, [])).toBe(html);
  });
});

test('htmlFileOf finds the file the static site generator wrote for a route', () => {
  expect(htmlFileOf('/out', '/')).toBe('/out/index.html');
  expect(htmlFileOf('/out', '/docs/browser/open')).toBe('/out/docs/browser/open/index.html');
  expect(htmlFileOf('/out', '/404.html')).toBe('/out/404.html');
});
