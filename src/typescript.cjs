/**
 * Loads the site's own build-time TypeScript (the config's plugins and the
 * catalogue they read, the post-build scripts' helpers) with jiti, the loader
 * Docusaurus reads the config with, but transpiled by SWC (already installed
 * for Docusaurus's bundler) instead of jiti's Babel. On a machine without
 * jiti's cache, such as CI's, Babel took 1.2 s to load the config and its
 * plugins and SWC takes 0.25 s: fast enough that nothing is cached on disk.
 * Usage: `const load = loadTypeScript(__filename); load('./src/redirects')`.
 */
const createJiti = require('jiti');
const {transformSync} = require('@swc/core');

/** jiti's transform hook: TypeScript, or an ES module it must turn into CommonJS. */
function transform({source, filename, ts}) {
  const parser = ts ? {syntax: 'typescript', tsx: filename.endsWith('.tsx')} : {syntax: 'ecmascript'};
  const {code} = transformSync(source, {
    filename,
    swcrc: false,
    configFile: false,
    jsc: {parser, target: 'es2022', transform: {react: {runtime: 'automatic'}}},
    module: {type: 'commonjs', ignoreDynamic: true},
  });
  return {code};
}

/**
 * A loader that resolves paths from `file`, as `import` in that file would.
 * Like Docusaurus's own, it bypasses Node's module cache, so that the dev
 * server's reload after an edit reads the edited file; a module imported twice
 * within one load is still evaluated once.
 */
module.exports = function loadTypeScript(file) {
  return createJiti(file, {interopDefault: false, cache: false, requireCache: false, transform});
};
