import {nearestRoutes, pathDistance, searchWords, sitemapRoutes} from '@site/src/components/NearestPages/rank';

const routes = [
  '/',
  '/api/',
  '/api/actions/browser',
  '/docs/browser/click',
  '/docs/browser/close',
  '/docs/browser/cookies',
  '/docs/browser/count-elements',
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
