/**
 * @jest-environment node
 */
// Our bundler loaders are build dependencies of Rspack's persistent cache, so
// an edited loader is never compiled from stale cache (src/plugins/loaderCache.ts).
import {loaderCacheDependencies} from '@site/src/plugins/loaderCache';

it('adds the loaders to the persistent cache’s build dependencies when that cache is on', () => {
  const config = {experiments: {cache: {type: 'persistent', buildDependencies: ['/site/docusaurus.config.ts']}}};
  expect(loaderCacheDependencies(config, ['/site/src/plugins/a.cjs'])).toEqual({
    experiments: {cache: {buildDependencies: ['/site/src/plugins/a.cjs']}},
  });
});

it('adds nothing when the persistent cache is off (DOCUSAURUS_NO_PERSISTENT_CACHE, webpack)', () => {
  expect(loaderCacheDependencies({experiments: {}}, ['/site/src/plugins/a.cjs'])).toEqual({});
  expect(loaderCacheDependencies({}, ['/site/src/plugins/a.cjs'])).toEqual({});
});
