/**
 * Remark plugin: every code fence is highlighted at build time. The fence's
 * `code` element gets a `highlighted` property, the HTML of its lines, which
 * MDX passes to CodeBlock (src/theme/CodeBlock); the code itself stays the
 * element's text, for the copy button and for search.
 *
 * A fence's meta and magic comments highlight lines (fence.ts);
 * `showLineNumbers` or `showLineNumbers=5` numbers them. Diagrams
 * (```mermaid) are left to mermaidToSvg, which runs first.
 */
import {parseFence} from './fence';
import {highlightToHtml} from './highlight';

interface CodeNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: CodeNode[];
  data?: {hProperties?: Record<string, unknown>};
}

export function highlightFence(value: string, lang: string | null | undefined, meta = ''): string {
  const {code, highlightedLines} = parseFence(value, meta);
  const numbering = /\bshowLineNumbers(?:=(\d+))?/.exec(meta);
  const html = highlightToHtml(code, lang ?? 'text', {highlightedLines, numbered: Boolean(numbering)});
  const start = Number(numbering?.[1] ?? 1);
  // Numbering that starts elsewhere: the first line resets the CSS counter its siblings count on.
  return start === 1
    ? html
    : html.replace('<div class="', `<div style="counter-reset:line-count ${start - 1}" class="`);
}

function visit(node: CodeNode): void {
  if (node.type === 'code' && node.lang !== 'mermaid') {
    node.data = node.data ?? {};
    node.data.hProperties = {
      ...node.data.hProperties,
      highlighted: highlightFence(node.value ?? '', node.lang, node.meta ?? ''),
    };
  }
  node.children?.forEach(visit);
}

export default function remarkHighlightCode() {
  return (tree: CodeNode) => visit(tree);
}
