/**
 * Bundler loader for `.docusaurus/globalData.json`, which ships on every page.
 * The docs plugins list every doc of each version there (id, path and
 * sidebar: 25 KB, 2.3 KB brotli for our 257 docs). In the theme, only the
 * navbar's doc and docs-version item types read that list: they look up the
 * docs that `doc` items name and each version's main doc, which are kept
 * (navbarItemTypes.ts); our own listings ask the catalogue plugin's global
 * data (src/components/useIsWritten.ts). Each version keeps everything else:
 * its name, path, main doc id and sidebars.
 * Options: `docIdsNamed`, the ids the navbar's `doc` items link to.
 */
module.exports = function slimGlobalData(source) {
  const named = new Set(this?.getOptions?.().docIdsNamed ?? []);
  const data = JSON.parse(source);
  for (const instance of Object.values(data['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of instance.versions ?? []) {
      version.docs = version.docs.filter((doc) => doc.id === version.mainDocId || named.has(doc.id));
    }
  }
  return JSON.stringify(data);
};
