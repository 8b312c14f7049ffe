/**
 * Bundler loader for one upstream module (index.ts lists them): replaces
 * each `from` text, which must occur exactly once, with its `to`, and puts
 * the `prepend` line (an import) first. A text that is not found fails the
 * build naming the file: an upgrade changed it, so index.ts must follow.
 */
module.exports = function rewriteUpstream(source) {
  const {edits, prepend = ''} = this.getOptions();
  let result = source;
  for (const {from, to} of edits) {
    const found = result.split(from).length - 1;
    if (found !== 1) {
      throw new Error(`${this.resourcePath}: expected ${JSON.stringify(from)} once, found it ${found} times`);
    }
    result = result.replace(from, () => to);
  }
  return prepend + result;
};
