/**
 * Remark plugin: pages keep every GitHub-flavoured Markdown feature but one,
 * turning bare addresses in prose (`https://…`, `www.…`, `name@host`) into
 * links. Docusaurus always adds remark-gfm, whose parser tries an address at
 * every h, w and e-mail character and then searches every text node again;
 * that was a quarter of the time spent parsing our 1.7 MB of MDX (0.58 of
 * 2.38 s), for a feature no page uses: the content lint refuses a bare
 * address, so a link is written `[text](https://…)` (MDX has no `<https://…>`).
 *
 * Listed in `remarkPlugins`, which Docusaurus attaches after remark-gfm, it
 * takes gfm's address constructs back out of the parser. It throws if it finds
 * none, so a Docusaurus or remark-gfm upgrade that registers them differently
 * fails the build instead of quietly bringing the cost back.
 */
import type {Processor} from 'unified';

/** The micromark constructs of micromark-extension-gfm-autolink-literal. */
const LITERAL_AUTOLINK_CONSTRUCTS = new Set(['wwwAutolink', 'protocolAutolink', 'emailAutolink']);

interface Construct {
  name?: string;
}
interface SyntaxExtension {
  text?: Record<string, Construct | Construct[]>;
}
/** mdast-util-from-markdown extensions: gfm adds them as one nested list. */
type FromMarkdownExtensions = Array<{enter?: Record<string, unknown>} | FromMarkdownExtensions>;

/** Removes the address constructs from each parser extension; returns how many it removed. */
function dropLiteralAutolinkConstructs(extensions: SyntaxExtension[]): number {
  let removed = 0;
  for (const {text} of extensions) {
    for (const [code, constructs] of Object.entries(text ?? {})) {
      const all = ([] as Construct[]).concat(constructs);
      const kept = all.filter((construct) => !LITERAL_AUTOLINK_CONSTRUCTS.has(construct.name ?? ''));
      if (kept.length === all.length) continue; // another extension's: left as it is
      removed += all.length - kept.length;
      if (kept.length === 0) delete text![code];
      else text![code] = kept;
    }
  }
  return removed;
}

/** The tree builders without the one that makes address links (and re-scans every text node). */
const withoutLiteralAutolinkTrees = (extensions: FromMarkdownExtensions): FromMarkdownExtensions =>
  extensions
    .filter((extension) => Array.isArray(extension) || !extension.enter?.literalAutolink)
    .map((extension) => (Array.isArray(extension) ? withoutLiteralAutolinkTrees(extension) : extension));

export default function remarkNoLiteralAutolinks(this: Processor): void {
  const data = this.data() as {
    micromarkExtensions?: SyntaxExtension[];
    fromMarkdownExtensions?: FromMarkdownExtensions;
  };
  if (dropLiteralAutolinkConstructs(data.micromarkExtensions ?? []) === 0)
    throw new Error(
      'remarkNoLiteralAutolinks found no GFM literal autolinks to remove: it must come after remark-gfm, ' +
        'and remark-gfm may register them differently since an upgrade (src/plugins/noLiteralAutolinks.ts)',
    );
  data.fromMarkdownExtensions = withoutLiteralAutolinkTrees(data.fromMarkdownExtensions ?? []);
}
