/**
 * Bundler loader for one upstream module (index.ts lists them): replaces
 * each `from` text with its `to`, and puts the `prepend` line (an import)
 * first. index.ts has already checked, at start, that each text occurs
 * exactly once in its module.
 */
module.exports = function rewriteUpstream(source) {
  const {edits, prepend = ''} = this.getOptions();
  return prepend + edits.reduce((result, {from, to}) => result.replace(from, () => to), source);
};
