// Spec §9: the route-pattern cache holds 10000 entries. The router the site
// ships (react-router 5, through Docusaurus) compiles each route pattern it
// matches with path-to-regexp and keeps at most 10000 of them; a pattern past
// the cap is compiled again on every match. Counting the compilations pins the
// cap, so an upgrade that changed it fails here.
const mockCompiled: string[] = [];

jest.mock('path-to-regexp', () => {
  const actual = jest.requireActual('path-to-regexp');
  const counting = (path: string, ...rest: unknown[]) => {
    mockCompiled.push(path);
    return actual(path, ...rest);
  };
  return Object.assign(counting, actual);
});

it('keeps 10000 compiled route patterns and compiles the next one on every match', () => {
  const {matchPath} = require('react-router');
  for (let i = 0; i < 10_000; i++) matchPath('/docs/browser/open', {path: `/pattern-${i}`});
  expect(mockCompiled).toHaveLength(10_000);

  expect(matchPath('/pattern-0', {path: '/pattern-0'})).not.toBeNull();
  expect(mockCompiled).toHaveLength(10_000);

  matchPath('/docs/browser/open', {path: '/pattern-10000'});
  matchPath('/docs/browser/open', {path: '/pattern-10000'});
  expect(mockCompiled).toHaveLength(10_002);
});
