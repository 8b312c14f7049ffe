/**
 * Bundler loader for `.docusaurus/globalData.json`, which ships on every page.
 * The docs plugins list every doc of each version there (id, path and
 * sidebar: 25 KB, 2.3 KB brotli for our 257 docs). In the theme, only the
 * navbar's doc and docs-version item types read that list, and the navbar
 * ships none of them (src/theme/NavbarItem/ComponentTypes.tsx); our own
 * listings ask the catalogue plugin's global data (src/components/useIsWritten.ts).
 * Each version keeps everything else: its name, path, main doc and sidebars.
 */
module.exports = function slimGlobalData(source) {
  const data = JSON.parse(source);
  for (const instance of Object.values(data['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of instance.versions ?? []) version.docs = [];
  }
  return JSON.stringify(data);
};
