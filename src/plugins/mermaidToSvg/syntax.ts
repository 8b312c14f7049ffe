/**
 * Checks a diagram line by line before it is drawn. beautiful-mermaid reads
 * Mermaid with one regular expression per kind of line and silently leaves out
 * a line, or the end of a line, that none of them matches (`A-->B` without
 * spaces, a message without a colon, `autonumber`). Here every such line is an
 * error, so a typo fails the build instead of a diagram quietly losing a step.
 *
 * The patterns are beautiful-mermaid 1.1.3's (src/parser.ts and
 * src/sequence/parser.ts); the package is pinned, and tests/unit/mermaidToSvg
 * checks every diagram of the site against both.
 */

export class DiagramSyntaxError extends Error {
  /** `line` counts from 1, the first line inside the fence. */
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'DiagramSyntaxError';
  }
}

export type DiagramKind = 'flowchart' | 'sequence';

interface Line {
  text: string;
  number: number;
}

const COLOURS =
  'sets its own colours, which the light and dark modes cannot change: leave colours to the site (src/plugins/mermaidToSvg/diagram.css)';

/** The diagram's lines that count: trimmed, without blank lines and `%%` comments. */
function statements(source: string): Line[] {
  const lines: Line[] = [];
  source.split('\n').forEach((raw, index) => {
    const text = raw.trim();
    if (text.startsWith('%%{')) throw new DiagramSyntaxError('%%{init}%% directives are not supported', index + 1);
    if (text && !text.startsWith('%%')) lines.push({text, number: index + 1});
  });
  return lines;
}

// --- Flowcharts (beautiful-mermaid src/parser.ts) ---------------------------

const ARROW = /^(<)?(-->|-.->|==>|---|-\.-|===)(?:\|([^|]*)\|)?/;
const TEXT_ARROW = /^(<)?(--|-\.|==)\s+(.+?)\s+(-->|---|\.->|-\.-|==>|===)/;
const NODE_SHAPES = [
  /^([\w-]+)\(\(\((.+?)\)\)\)/,
  /^([\w-]+)\(\[(.+?)\]\)/,
  /^([\w-]+)\(\((.+?)\)\)/,
  /^([\w-]+)\[\[(.+?)\]\]/,
  /^([\w-]+)\[\((.+?)\)\]/,
  /^([\w-]+)\[\/(.+?)\\\]/,
  /^([\w-]+)\[\\(.+?)\/\]/,
  /^([\w-]+)>(.+?)\]/,
  /^([\w-]+)\{\{(.+?)\}\}/,
  /^([\w-]+)\[(.+?)\]/,
  /^([\w-]+)\((.+?)\)/,
  /^([\w-]+)\{(.+?)\}/,
];
const BARE_NODE = /^([\w-]+)/;
const CLASS_SHORTHAND = /^:::([\w][\w-]*)/;
const DIAMOND = NODE_SHAPES.length - 1;

/** Where a label sits in a line: [start, end) and what carries it. */
export interface LabelSpan {
  start: number;
  end: number;
  kind: 'node' | 'diamond' | 'edge';
}

/**
 * Reads a node/edge line as beautiful-mermaid does (`A[label] --> B & C -- label --> D`):
 * the labels it finds and the part it would not read ('' if none).
 */
export function readEdgeLine(line: string): {labels: LabelSpan[]; unread: string} {
  const labels: LabelSpan[] = [];
  let position = 0;
  const skipSpaces = () => {
    while (/\s/.test(line[position] ?? '')) position++;
  };
  const readNode = (): boolean => {
    const text = line.slice(position);
    for (const [index, shape] of NODE_SHAPES.entries()) {
      const match = text.match(shape);
      if (!match) continue;
      const start = position + match[0].indexOf(match[2], match[1].length);
      labels.push({start, end: start + match[2].length, kind: index === DIAMOND ? 'diamond' : 'node'});
      position += match[0].length;
      position += line.slice(position).match(CLASS_SHORTHAND)?.[0].length ?? 0;
      return true;
    }
    const bare = text.match(BARE_NODE);
    if (!bare) return false;
    position += bare[0].length;
    position += line.slice(position).match(CLASS_SHORTHAND)?.[0].length ?? 0;
    return true;
  };
  const readNodeGroup = (): boolean => {
    if (!readNode()) return false;
    for (;;) {
      skipSpaces();
      const before = position;
      if (line[position] !== '&') return true;
      position++;
      skipSpaces();
      if (!readNode()) {
        position = before;
        return true;
      }
    }
  };
  const arrow = (): boolean => {
    const text = line.slice(position);
    const plain = text.match(ARROW);
    const match = plain ?? text.match(TEXT_ARROW);
    if (!match) return false;
    if (match[3]) {
      const start = position + match[0].indexOf(match[3], (match[1]?.length ?? 0) + match[2].length);
      labels.push({start, end: start + match[3].length, kind: 'edge'});
    }
    position += match[0].length;
    skipSpaces();
    return true;
  };
  if (readNodeGroup()) {
    for (;;) {
      const before = position;
      if (!arrow() || !readNodeGroup()) {
        position = before;
        break;
      }
    }
  }
  const unread = line.slice(position).trim();
  // Mermaid allows a statement to end with a semicolon; the renderer ignores it.
  return {labels, unread: unread === ';' ? '' : unread};
}

function checkFlowchart(lines: Line[]): void {
  let openSubgraphs: Line[] = [];
  for (const {text, number} of lines.slice(1)) {
    const fail = (message: string) => {
      throw new DiagramSyntaxError(message, number);
    };
    if (/^(classDef|class|style|linkStyle)\s/.test(text)) fail(`"${text}" ${COLOURS}`);
    if (/^direction\s+(TD|TB|LR|BT|RL)\s*$/i.test(text)) {
      if (openSubgraphs.length === 0) fail('"direction" works only inside a subgraph');
      continue;
    }
    if (/^subgraph\s+(.+)$/.test(text)) {
      openSubgraphs = [...openSubgraphs, {text, number}];
      continue;
    }
    if (text === 'end') {
      if (openSubgraphs.length === 0) fail('"end" without a subgraph to close');
      openSubgraphs = openSubgraphs.slice(0, -1);
      continue;
    }
    const {unread} = readEdgeLine(text);
    if (unread === text) fail(`cannot read "${text}": expected a node, an edge or a subgraph`);
    if (unread)
      fail(
        `cannot read "${unread}" in "${text}": expected an arrow (-->, ---, -.->, ==>, -- label -->) between ` +
          'nodes, with spaces around it, and one statement a line',
      );
  }
  const unclosed = openSubgraphs.at(-1);
  if (unclosed) throw new DiagramSyntaxError(`"${unclosed.text}" is never closed with "end"`, unclosed.number);
}

// --- Sequence diagrams (beautiful-mermaid src/sequence/parser.ts) ------------

export const PARTICIPANT = /^(participant|actor)\s+(\S+?)(?:\s+as\s+(.+))?$/;
export const NOTE = /^Note\s+(left of|right of|over)\s+([^:]+):\s*(.+)$/i;
const BLOCK_KEYWORD = /^(loop|alt|opt|par|critical|break|rect)/;
const DIVIDER_KEYWORD = /^(else|and)/;
export const MESSAGE = /^(\S+?)\s*(--?>?>|--?[)x]|--?>>|--?>)\s*([+-]?)(\S+?)\s*:\s*(.+)$/;
const UNSUPPORTED = /^(autonumber|activate|deactivate|title|box|links?|create|destroy|properties|details)\b/;

function checkSequence(lines: Line[]): void {
  const openBlocks: Line[] = [];
  for (const {text, number} of lines.slice(1)) {
    const fail = (message: string) => {
      throw new DiagramSyntaxError(message, number);
    };
    if (PARTICIPANT.test(text) || NOTE.test(text)) continue;
    // The renderer takes any line that starts with a block keyword as a block,
    // even `optimizer->>B: hi`: a participant must not start with one.
    const block = text.match(BLOCK_KEYWORD);
    if (block) {
      if (!/^\w+(\s|$)/.test(text))
        fail(`"${text}" starts with "${block[1]}", which is read as a ${block[1]} block: rename the participant`);
      if (block[1] === 'rect') fail(`"${text}" ${COLOURS}`);
      openBlocks.push({text, number});
      continue;
    }
    const divider = text.match(DIVIDER_KEYWORD);
    if (divider && openBlocks.length > 0) {
      if (!/^\w+(\s|$)/.test(text))
        fail(`"${text}" starts with "${divider[1]}", which is read as a block divider: rename the participant`);
      continue;
    }
    if (text === 'end') {
      if (!openBlocks.pop()) fail('"end" without a block (loop, alt, opt, par, critical, break) to close');
      continue;
    }
    if (MESSAGE.test(text)) continue;
    if (UNSUPPORTED.test(text)) fail(`"${text.split(/\s/)[0]}" is not supported by the build-time renderer`);
    if (/^\S+?\s*-/.test(text) && !text.includes(':'))
      fail(`cannot read "${text}": a message needs a text after a colon (A->>B: what is sent)`);
    fail(`cannot read "${text}": expected a participant, a message (A->>B: text), a note or a block`);
  }
  const unclosed = openBlocks.at(-1);
  if (unclosed) throw new DiagramSyntaxError(`"${unclosed.text}" is never closed with "end"`, unclosed.number);
}

/** Throws a DiagramSyntaxError for the first line the renderer would not draw as written. */
export function checkSyntax(source: string): DiagramKind {
  const lines = statements(source);
  const header = lines[0];
  if (!header) throw new DiagramSyntaxError('the diagram is empty', 1);
  if (/^sequenceDiagram$/.test(header.text)) {
    checkSequence(lines);
    return 'sequence';
  }
  if (/^(graph|flowchart)\s+(TD|TB|LR|BT|RL)\s*$/i.test(header.text)) {
    checkFlowchart(lines);
    return 'flowchart';
  }
  if (/^(graph|flowchart)\s+(TD|TB|LR|BT|RL)\W/i.test(header.text))
    throw new DiagramSyntaxError(`"${header.text}": put each statement on a line of its own`, header.number);
  if (/^(graph|flowchart)\b/i.test(header.text))
    throw new DiagramSyntaxError(`"${header.text}": give a direction: flowchart TD, LR, BT or RL`, header.number);
  throw new DiagramSyntaxError(
    `"${header.text}": only flowcharts (flowchart TD/LR) and sequence diagrams (sequenceDiagram) are drawn at build time`,
    header.number,
  );
}
