/**
 * Bundler loader, browser bundle only: a catalogue group that a page imports
 * as `@site/src/catalogue/actions/<group>?lazy-group` (actionImports.ts adds
 * the query where the page only shows the group as kept server HTML: API
 * entries and module index, a group's action cards, a module's errors)
 * becomes a lazy group (src/catalogue/lazyGroup.ts) that imports the real
 * module as its own chunk. The server bundle has no such rule: it renders the
 * page from the group itself. The chunk has no name: every chunk name is a
 * string in the runtime every page loads.
 */
module.exports = function lazyGroupLoader() {
  const name = this.resourcePath
    .split(/[\\/]/)
    .pop()
    .replace(/\.[jt]s$/, '');
  const file = JSON.stringify(this.resourcePath);
  return [
    "import {lazyGroup} from '@site/src/catalogue/lazyGroup';",
    `export default lazyGroup(${JSON.stringify(name)}, () => import(${file}));`,
    '',
  ].join('\n');
};
