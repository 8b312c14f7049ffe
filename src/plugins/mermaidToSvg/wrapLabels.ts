/**
 * Breaks long labels into lines before the diagram is laid out, as Mermaid's
 * own `wrap` does. Labels are never drawn below 12 px, so width is what a
 * diagram must save: a one-line label of 60 characters makes its box (or the
 * gap between two lifelines) 400 px wide, and a diamond is a square as wide as
 * its label. A writer's own <br/> breaks are kept.
 *
 * Returns the source to draw and, for each label it broke, the label as the
 * renderer would have read it unbroken, so the diagram's text version reads
 * "Wait for human interaction" and not "Wait for human, interaction".
 */
import {MESSAGE, NOTE, PARTICIPANT, readEdgeLine, type DiagramKind, type LabelSpan} from './syntax';
import {textWidth} from './textWidth';

/** Widest line, in px, by what carries the label (node labels are 13 px, others 12 px). */
const MAX_LINE: Record<
  LabelSpan['kind'] | 'message' | 'self' | 'participant',
  {width: number; fontSize: number; fontWeight: number}
> = {
  node: {width: 200, fontSize: 13, fontWeight: 500},
  diamond: {width: 140, fontSize: 13, fontWeight: 500},
  edge: {width: 150, fontSize: 12, fontWeight: 400},
  message: {width: 200, fontSize: 12, fontWeight: 400},
  // A message to itself is written beside its loop, towards the next lifeline.
  self: {width: 170, fontSize: 12, fontWeight: 400},
  participant: {width: 160, fontSize: 13, fontWeight: 500},
};

const BREAK = /<br\s*\/?>|\\n/gi;

/** The label as beautiful-mermaid's normalizeBrTags reads it, for matching its data-label. */
export function asRendered(label: string): string {
  const unquoted = label.startsWith('"') && label.endsWith('"') ? label.slice(1, -1) : label;
  return unquoted.replace(BREAK, '\n');
}

/** Splits one line at spaces into as few lines as fit `max` px, as even as they can be. */
function breakLine(line: string, max: number, fontSize: number, fontWeight: number): string[] {
  const width = (text: string) => textWidth(text, fontSize, fontWeight);
  if (width(line) <= max) return [line];
  const words = line.split(' ');
  const fill = (limit: number) => {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && width(`${last} ${word}`) <= limit) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  };
  // The fewest lines within `max`, then the narrowest limit that still needs no more of them.
  const count = fill(max).length;
  let [low, high] = [width(line) / count, max];
  while (high - low > 1) {
    const middle = (low + high) / 2;
    if (fill(middle).length <= count) high = middle;
    else low = middle;
  }
  return fill(high);
}

/** The label broken into lines, or null when it needs no breaking (or holds markup to leave alone). */
function wrapLabel(label: string, kind: keyof typeof MAX_LINE): string | null {
  // Bold, italics and the like would be split in the middle: leave such labels as written.
  if (/\*|~~|<(?!br\s*\/?>)/i.test(label)) return null;
  const quoted = label.startsWith('"') && label.endsWith('"') && label.length > 1;
  const body = quoted ? label.slice(1, -1) : label;
  const {width, fontSize, fontWeight} = MAX_LINE[kind];
  const lines = body.split(BREAK).flatMap((line) => breakLine(line.trim(), width, fontSize, fontWeight));
  if (lines.length === body.split(BREAK).length) return null;
  const wrapped = lines.join('<br/>');
  return quoted ? `"${wrapped}"` : wrapped;
}

export function wrapLabels(source: string, kind: DiagramKind): {source: string; unwrapped: Map<string, string>} {
  const unwrapped = new Map<string, string>();
  const wrap = (label: string, as: keyof typeof MAX_LINE) => {
    const wrapped = wrapLabel(label, as);
    if (wrapped === null) return label;
    unwrapped.set(asRendered(wrapped), asRendered(label));
    return wrapped;
  };
  const lines = source.split('\n').map((raw, index) => {
    const text = raw.trim();
    const indent = raw.slice(0, raw.length - raw.trimStart().length);
    if (index === 0 || !text || text.startsWith('%%')) return raw;
    if (kind === 'sequence') {
      const message = text.match(MESSAGE);
      if (message) {
        const prefix = text.slice(0, text.length - message[5].length);
        return indent + prefix + wrap(message[5], message[1] === message[4] ? 'self' : 'message');
      }
      const note = text.match(NOTE);
      if (note) return indent + text.slice(0, text.length - note[3].length) + wrap(note[3], 'message');
      const participant = text.match(PARTICIPANT);
      if (participant?.[3])
        return indent + text.slice(0, text.length - participant[3].length) + wrap(participant[3], 'participant');
      return raw;
    }
    if (/^(subgraph|direction|end$|classDef|class|style|linkStyle)/.test(text)) return raw;
    let rewritten = text;
    // From the last label to the first, so earlier positions stay right.
    for (const {start, end, kind: carrier} of readEdgeLine(text).labels.reverse())
      rewritten = rewritten.slice(0, start) + wrap(text.slice(start, end), carrier) + rewritten.slice(end);
    return indent + rewritten;
  });
  return {source: lines.join('\n'), unwrapped};
}
