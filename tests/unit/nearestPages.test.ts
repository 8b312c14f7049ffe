import {
  labelOf,
  nearestRoutes,
  pageLabels,
  pathDistance,
  searchWords,
  sitemapRoutes,
  suggestionsFor,
} from '@site/src/components/NearestPages/rank';

const routes = [
  '/',
  '/api/',
  '/api/actions/browser',
  '/docs/browser/click',
  '/docs/browser/close',
  '/docs/browser/cookies',
  '/docs/browser/count-elements',
  '/docs/browser/dialog',
  '/docs/browser/open',
  '/docs/browser/tabs',
  '/docs/browser/download/v1_0_0',
  '/docs/browser/download/v2_0_0',
  '/docs/fileManager/copy',
  '/tutorials/webhook',
  '/how-to-recovery-password',
];

describe('nearestRoutes', () => {
  it.each([
    // A long word is no nearer for being long: close before cookies and count-elements.
    ['/docs/browser/opne', ['/docs/browser/open', '/docs/browser/close']],
    ['/docs/browser/Open', ['/docs/browser/open']],
    ['/tutorials/webhooks', ['/tutorials/webhook']],
    ['/docs/browser/download/v3_0_0', ['/docs/browser/download/v1_0_0', '/docs/browser/download/v2_0_0']],
    // A version segment is a small step: Download file before Dialog.
    ['/docs/browser/downlod', ['/docs/browser/download/v1_0_0', '/docs/browser/download/v2_0_0']],
    ['/docs/filemanager/cpy', ['/docs/fileManager/copy']],
    ['/how-to-recover-password', ['/how-to-recovery-password']],
  ])('%s: %j first', (typed, expected) => {
    expect(nearestRoutes(typed, routes).slice(0, expected.length)).toEqual(expected);
  });

  it('returns three routes, each once', () => {
    expect(nearestRoutes('/docs/browser/opne', [...routes, ...routes])).toHaveLength(3);
    expect(new Set(nearestRoutes('/docs/browser/opne', [...routes, ...routes])).size).toBe(3);
  });

  it('a typo in one segment costs less than a missing segment', () => {
    expect(pathDistance('/docs/browser/opne', '/docs/browser/open')).toBeLessThan(
      pathDistance('/docs/browser/opne', '/docs/browser'),
    );
    expect(pathDistance('/docs/browser/open', '/docs/browser/open/')).toBe(0);
  });
});

describe('searchWords', () => {
  it.each([
    ['/docs/browser/opne', 'browser opne'],
    ['/api/actions/browzer', 'actions browzer'],
    ['/how-to-recover-password', 'how to recover password'],
    ['/', ''],
  ])('%s searches for "%s"', (path, words) => {
    expect(searchWords(path)).toBe(words);
  });
});

it('sitemapRoutes reads the paths of a sitemap', () => {
  const xml =
    '<urlset><url><loc>https://docs.tucano.example/</loc></url><url><loc>https://docs.tucano.example/docs/browser/open</loc></url></urlset>';
  expect(sitemapRoutes(xml)).toEqual(['/', '/docs/browser/open']);
});

it('pageLabels names each indexed page by its title and section, a versioned action with its version', () => {
  const labels = pageLabels({
    en_1: ['/docs/browser/open', 'Open browser', 'Docs › Browser'],
    en_2: ['/docs/browser/download/v1_0_0', 'Download file', 'Docs › Browser', 'v1_0_0'],
    en_3: ['/troubleshooting#element-not-found', 'Element [selector] was not found.', 'Docs › Troubleshooting'],
  });
  expect([...labels]).toEqual([
    ['/docs/browser/open', {title: 'Open browser', section: 'Docs › Browser'}],
    ['/docs/browser/download/v1_0_0', {title: 'Download file v1_0_0', section: 'Docs › Browser'}],
  ]);
});

it('labelOf finds a group page the sitemap writes with a trailing slash', () => {
  const labels = pageLabels({en_1: ['/docs/browser', 'Browser', 'Docs'], en_2: ['/', 'Tucano documentation', 'Docs']});
  expect(labelOf(labels, '/docs/browser/')?.title).toBe('Browser');
  expect(labelOf(labels, '/')?.title).toBe('Tucano documentation');
});

describe('suggestionsFor', () => {
  const urls = {sitemap: '/sitemap.xml', searchPages: '/pagefind/pages.json'};
  const sitemap = '<urlset><url><loc>https://docs.tucano.example/docs/browser/open</loc></url></urlset>';
  const pages = {en_1: ['/docs/browser/open', 'Open browser', 'Docs › Browser']};
  /** fetch answering each URL with its body, or failing for a URL given none. */
  const serve = (bodies: Record<string, string | object>) => {
    globalThis.fetch = jest.fn(async (url: string) => {
      const body = bodies[url];
      if (body === undefined) throw new TypeError('Failed to fetch');
      return {ok: true, text: async () => body, json: async () => body};
    }) as unknown as typeof fetch;
  };
  afterEach(() => {
    delete (globalThis as {fetch?: unknown}).fetch;
  });

  it('names the nearest pages by title, and gives the words to search', async () => {
    serve({[urls.sitemap]: sitemap, [urls.searchPages]: pages});
    expect(await suggestionsFor('/docs/browser/opne', urls)).toEqual({
      nearest: [{route: '/docs/browser/open', label: {title: 'Open browser', section: 'Docs › Browser'}}],
      words: 'browser opne',
    });
  });

  it('names a page by its path without the page list, and suggests only a search without the sitemap', async () => {
    serve({[urls.sitemap]: sitemap});
    expect((await suggestionsFor('/docs/browser/opne', urls)).nearest).toEqual([{route: '/docs/browser/open'}]);
    serve({[urls.searchPages]: pages});
    expect(await suggestionsFor('/docs/browser/opne', urls)).toEqual({nearest: [], words: 'browser opne'});
  });
});
