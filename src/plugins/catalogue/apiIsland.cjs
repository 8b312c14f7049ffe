/**
 * Bundler loader, browser bundle only: a catalogue group that an API page
 * imports as `@site/src/catalogue/actions/<group>?api-island` (actionImports.ts
 * adds the query where the page only shows the group through ApiReference)
 * becomes a lazy group (src/components/catalogue/ApiReference/lazyGroup.ts)
 * that imports the real module as its own chunk. The server bundle has no such
 * rule: it renders the page from the group itself.
 */
/* global module */
module.exports = function apiIsland() {
  const name = this.resourcePath
    .split(/[\\/]/)
    .pop()
    .replace(/\.[jt]s$/, '');
  const file = JSON.stringify(this.resourcePath);
  return [
    "import {lazyGroup} from '@site/src/components/catalogue/ApiReference/lazyGroup';",
    `export default lazyGroup(${JSON.stringify(name)}, () => import(/* webpackChunkName: "catalogue-${name}" */ ${file}));`,
    '',
  ].join('\n');
};
