/**
 * Bundler loader for the browser's copy of `.docusaurus/registry.js`, the map
 * of every route chunk that ships on every page. Each entry is
 * `[loader, "module path", resolveWeak]`; the module path (one per page,
 * about 280 here) is read only by react-loadable's `Loadable.Capture`, which
 * runs when the server renders the HTML. The browser's copy gets `0` in its
 * place; the server bundle keeps the paths.
 */
const ENTRY = /(\[\(\) => import\([^)]*\), )"[^"]*"(, require\.resolveWeak\()/g;

module.exports = function slimRegistry(source) {
  const slimmed = source.replace(ENTRY, '$10$2');
  // An upgrade that changes the entries' shape must not go unnoticed.
  if (slimmed === source && /require\.resolveWeak/.test(source)) {
    throw new Error(
      'slimClientBundle: .docusaurus/registry.js has a new shape; update src/plugins/slimClientBundle/registry.cjs',
    );
  }
  return slimmed;
};
