/**
 * Bundler loader for the docs plugins' route props. The version metadata
 * every docs page loads carries, besides its sidebar, a map of every doc with
 * its title and description: 12.5 KB brotli of the 15.9 KB a page of our
 * 250-doc version loads, where the sidebar itself is 3.5 KB. Only theme-classic's
 * DocCard reads that map (`useDocById`, for a card's description), and no page
 * here renders cards; each entry keeps its id and sidebar so `useDocById`
 * still finds every doc, and a card falls back to the sidebar item's own
 * description. Other props files pass through unchanged.
 */
module.exports = function slimVersionMetadata(source) {
  const data = JSON.parse(source);
  const docs = data?.version?.docs;
  if (!docs || !data.version.docsSidebars) return source;
  for (const [id, doc] of Object.entries(docs)) docs[id] = {id: doc.id, sidebar: doc.sidebar};
  return JSON.stringify(data);
};
