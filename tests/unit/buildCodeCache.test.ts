/**
 * @jest-environment node
 */
// The site's build-time code is a build dependency of Rspack's persistent
// cache, so an edited remark plugin or loader never leaves pages compiled by
// its old version (src/plugins/buildCodeCache.ts).
import path from 'node:path';
import {buildCodeFiles, cacheDependencies} from '@site/src/plugins/buildCodeCache';

const site = path.join(__dirname, '..', '..');

it('lists every remark plugin, loader and helper of src/plugins, and the TypeScript loader', () => {
  const files = buildCodeFiles(path.join(site, 'src/plugins')).map((file) => path.relative(site, file));
  expect(files).toEqual(
    expect.arrayContaining([
      'src/plugins/mermaidToSvg/render.ts',
      'src/plugins/highlightCode/remark.ts',
      'src/plugins/catalogue/lazyGroupLoader.cjs',
      'src/plugins/slimClientBundle/registry.cjs',
      'src/plugins/buildCodeCache.ts',
      'src/typescript.cjs',
    ]),
  );
  // Stylesheets and data are modules of the bundle, which Rspack follows itself.
  expect(files.filter((file) => /\.(css|json)$/.test(file))).toEqual([]);
});

it('adds the files to the persistent cache’s build dependencies when that cache is on', () => {
  const config = {experiments: {cache: {type: 'persistent', buildDependencies: ['/site/docusaurus.config.ts']}}};
  expect(cacheDependencies(config, ['/site/src/plugins/a.cjs'])).toEqual({
    experiments: {cache: {buildDependencies: ['/site/src/plugins/a.cjs']}},
  });
});

it('adds nothing when the persistent cache is off (DOCUSAURUS_NO_PERSISTENT_CACHE, webpack)', () => {
  expect(cacheDependencies({experiments: {}}, ['/site/src/plugins/a.cjs'])).toEqual({});
  expect(cacheDependencies({}, ['/site/src/plugins/a.cjs'])).toEqual({});
});
