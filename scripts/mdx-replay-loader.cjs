/**
 * Bench only (scripts/bench.mjs, through scripts/mdx-replay.config.cjs): a
 * loader placed before Docusaurus's MDX loader. With `mode: 'record'` it saves
 * what the MDX loader compiled each page to; with `mode: 'replay'` it hands
 * that back at once, so the MDX loader never runs. A replayed build is the
 * site's build as it would be if compiling the pages cost nothing: the bound
 * no faster MDX compiler or remark plugin could beat.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** @param {{resource: string, getOptions(): {mode: 'record' | 'replay', dir: string}}} loader */
function savedFile(loader) {
  const {dir} = loader.getOptions();
  return path.join(dir, `${crypto.createHash('sha1').update(loader.resource).digest('hex')}.js`);
}

// After the MDX loader: keep its output.
module.exports = function record(compiled) {
  if (this.getOptions().mode === 'record') fs.writeFileSync(savedFile(this), compiled);
  return compiled;
};

// Before it: a pitch that returns something skips every loader after it.
module.exports.pitch = function replay() {
  if (this.getOptions().mode !== 'replay') return undefined;
  const file = savedFile(this);
  if (!fs.existsSync(file))
    throw new Error(`No compiled MDX saved for ${this.resource}: build with MDX_REPLAY=record first.`);
  return fs.readFileSync(file, 'utf8');
};
