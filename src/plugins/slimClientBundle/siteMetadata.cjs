/**
 * Bundler loader for `.docusaurus/site-metadata.json`, which ships on every
 * page: Docusaurus lists there every plugin with its package and version
 * (1.2 KB for our 17), which only the debug plugin's page shows. The site
 * uses no debug plugin; the versions of Docusaurus and of the site stay.
 */
module.exports = function slimSiteMetadata(source) {
  const metadata = JSON.parse(source);
  metadata.pluginVersions = {};
  return JSON.stringify(metadata);
};
