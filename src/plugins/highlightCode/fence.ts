/**
 * What a fence's meta and comments ask for, as in Docusaurus: `{1,4-6}`
 * highlights lines; a line holding only `highlight-next-line`,
 * `highlight-start` or `highlight-end` in a comment (`//`, `#`, `--`,
 * `/* *\/`, `<!-- -->`) highlights lines and is dropped; `title="..."` names
 * the block. Used at build time (remark.ts) and by the copy button, which
 * copies the code without those comments; no Prism here.
 */
const magicComment = /^\s*(?:\/\/|#|--|\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/|-->)?\s*$/;

/** `{1,4-6}` in the meta: the 0-based indexes of those lines. */
function metaRanges(meta: string): number[] {
  const ranges = /\{([\d,\s-]+)\}/.exec(meta)?.[1] ?? '';
  return ranges
    .split(',')
    .map((range) => range.trim().split('-').map(Number))
    .filter(([from]) => Number.isInteger(from) && from! >= 1)
    .flatMap(([from, to = from]) => Array.from({length: to! - from! + 1}, (_, i) => from! - 1 + i));
}

/** The code without its magic-comment lines, and the lines they highlight. */
export function parseFence(value: string, meta = ''): {code: string; highlightedLines: Set<number>} {
  const lines: string[] = [];
  const highlightedLines = new Set<number>(metaRanges(meta));
  let next = false;
  let inRange = false;
  for (const line of value.split('\n')) {
    const directive = magicComment.exec(line)?.[1];
    if (directive === 'next-line') next = true;
    else if (directive === 'start') inRange = true;
    else if (directive === 'end') inRange = false;
    else {
      if (next || inRange) highlightedLines.add(lines.length);
      next = false;
      lines.push(line);
    }
  }
  return {code: lines.join('\n'), highlightedLines};
}

/** `title="..."` (or single quotes) in the meta. */
export const titleOf = (meta = '') => /\btitle=(["'])(.*?)\1/.exec(meta)?.[2];
