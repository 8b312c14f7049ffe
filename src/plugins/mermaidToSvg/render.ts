/**
 * Draws one Mermaid diagram as the SVG a page carries: syntax.ts checks it,
 * wrapLabels.ts breaks long labels, beautiful-mermaid lays it out, then this
 * file makes the result fit the site.
 *
 * - Colours: the renderer's <style> (which imports Inter from Google Fonts) and
 *   its inline colours go; its elements keep `fill="var(--_text)"` and the
 *   like, which diagram.css sets for each colour mode.
 * - Text that fits: boxes are sized for Inter, but the site's font can be 10 to
 *   25% wider. A flowchart is widened as a whole until each label fits its box
 *   (geometry only, text keeps its size); a sequence diagram's participants are
 *   spread until each message fits between its lifelines, which the renderer
 *   does not do, and a message of several lines gets the rows it needs.
 * - Readable size: labels the renderer sets at 11 px are set at 12 px before
 *   the fitting above, and the SVG is drawn at its own size (diagram.css never
 *   shrinks it), so no label is below 12 px on any screen.
 * - A name and a text version: role="img", aria-label and a <desc> that lists
 *   the nodes and edges or the messages.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {checkSyntax, DiagramSyntaxError, type DiagramKind} from './syntax';
import {
  descendants,
  elements,
  hasClass,
  lineSpans,
  num,
  parseSvg,
  serializeSvg,
  setNum,
  textLines,
  type SvgElement,
} from './svgTree';
import {textWidth} from './textWidth';
import {wrapLabels} from './wrapLabels';

interface BeautifulMermaid {
  renderMermaidSVG(text: string, options?: {transparent?: boolean; padding?: number}): string;
}

/**
 * beautiful-mermaid is ESM with only an "import" export, and Docusaurus loads
 * the config (and so this plugin) with jiti, which resolves packages as
 * require() does: its file is found by path. It is loaded with Node's own
 * require (which loads ES modules since Node 20.19), not jiti's, which would
 * rewrite its 330 KB into CommonJS first: with jiti's Babel, about 1 s of a
 * build on a machine without jiti's cache. Under jest, createRequire is jest's.
 */
function loadRenderer(): BeautifulMermaid {
  const nodeRequire = createRequire(__filename);
  for (const dir of nodeRequire.resolve.paths('beautiful-mermaid') ?? []) {
    const file = path.join(dir, 'beautiful-mermaid', 'dist', 'index.js');
    if (fs.existsSync(file)) return nodeRequire(file);
  }
  throw new Error('beautiful-mermaid is not installed: run npm ci');
}

let renderer: BeautifulMermaid | undefined;

/** The smallest size, in CSS px, at which any label is drawn. */
export const MIN_LABEL_PX = 12;
/**
 * On a desktop, a diagram up to 6% wider than the column shrinks to fit it
 * (diagram.css), its labels no smaller than 11.3 px; a wider one stops there
 * and scrolls. A phone always draws it at full size.
 */
const MOST_DESKTOP_SHRINK = 0.94;
const LINE_HEIGHT = 1.3; // the renderer's line height, in em
const BASELINE_SHIFT = 0.35; // the renderer's vertical centring of a line, in em

const fontSizeOf = (text: SvgElement) => num(text, 'font-size') || 13;
const fontWeightOf = (text: SvgElement) =>
  ({bold: 700, normal: 400})[text.attrs['font-weight']] ?? (Number(text.attrs['font-weight']) || 400);

/** The widest line of a <text>, in the site's font, on the wide side. */
function labelWidth(text: SvgElement): number {
  return Math.max(...textLines(text).map((line) => textWidth(line, fontSizeOf(text), fontWeightOf(text))));
}

const child = (element: SvgElement, name: string) => elements(element).find((e) => e.name === name);

function readPoints(element: SvgElement): Array<[number, number]> {
  const numbers = (element.attrs.points ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  const points: Array<[number, number]> = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) points.push([numbers[i], numbers[i + 1]]);
  return points;
}

function writePoints(element: SvgElement, points: Array<[number, number]>): void {
  const round = (n: number) => Math.round(n * 100) / 100;
  element.attrs.points = points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
}

/** `element` and what it contains, except definitions (arrow heads), which have their own coordinates. */
function* drawn(element: SvgElement): Generator<SvgElement> {
  if (element.name === 'defs') return;
  yield element;
  for (const node of elements(element)) yield* drawn(node);
}

/** Applies `fx` to every x coordinate of `element` and what it contains (not to widths). */
function mapX(element: SvgElement, fx: (x: number) => number): void {
  for (const node of drawn(element)) {
    for (const name of ['x', 'x1', 'x2', 'cx']) if (name in node.attrs) setNum(node, name, fx(num(node, name)));
    if ('points' in node.attrs)
      writePoints(
        node,
        readPoints(node).map(([x, y]) => [fx(x), y]),
      );
  }
}

const shiftX = (element: SvgElement, dx: number) => dx && mapX(element, (x) => x + dx);

/** Moves everything at or below `from` down by `dy`; shapes that span `from` grow. */
function shiftYBelow(svg: SvgElement, from: number, dy: number): void {
  for (const node of drawn(svg)) {
    if (node.name === 'rect' && 'height' in node.attrs) {
      const top = num(node, 'y');
      if (top >= from) setNum(node, 'y', top + dy);
      else if (top + num(node, 'height') > from) setNum(node, 'height', num(node, 'height') + dy);
      continue;
    }
    for (const name of ['y', 'y1', 'y2', 'cy']) {
      if (name in node.attrs && num(node, name) >= from) setNum(node, name, num(node, name) + dy);
    }
    if ('points' in node.attrs)
      writePoints(
        node,
        readPoints(node).map(([x, y]) => [x, y >= from ? y + dy : y]),
      );
  }
}

/** Sets a label's font size, keeping its lines centred where they were. */
function resizeText(text: SvgElement, fontSize: number): void {
  setNum(text, 'font-size', fontSize);
  if ('dy' in text.attrs) setNum(text, 'dy', fontSize * BASELINE_SHIFT);
  const spans = lineSpans(text);
  spans.forEach((span, i) =>
    setNum(
      span,
      'dy',
      i === 0 ? -((spans.length - 1) / 2) * fontSize * LINE_HEIGHT + fontSize * BASELINE_SHIFT : fontSize * LINE_HEIGHT,
    ),
  );
}

// --- Flowcharts --------------------------------------------------------------

/** How much wider the flowchart must be for every label to fit its shape. */
function flowchartStretch(svg: SvgElement): number {
  let stretch = 1;
  for (const group of descendants(svg)) {
    if (group.name !== 'g') continue;
    const text = child(group, 'text');
    if (!text) continue;
    const needed = labelWidth(text);
    const rect = child(group, 'rect');
    const polygon = child(group, 'polygon');
    if (hasClass(group, 'subgraph') && rect) {
      stretch = Math.max(stretch, (needed + 24) / num(rect, 'width'));
    } else if (hasClass(group, 'edge-label') && rect) {
      stretch = Math.max(stretch, (needed + 12) / num(rect, 'width'));
    } else if (hasClass(group, 'node') && rect) {
      stretch = Math.max(stretch, (needed + 2 * Math.max(8, num(rect, 'rx'))) / num(rect, 'width'));
    } else if (hasClass(group, 'node') && polygon) {
      // A diamond (or hexagon): the text band must fit where the shape narrows.
      const points = readPoints(polygon);
      const xs = points.map(([x]) => x);
      const ys = points.map(([, y]) => y);
      const width = Math.max(...xs) - Math.min(...xs);
      const height = Math.max(...ys) - Math.min(...ys);
      const band = textLines(text).length * fontSizeOf(text) * LINE_HEIGHT;
      stretch = Math.max(stretch, (needed + 8) / (width * Math.max(0.25, 1 - band / height)));
    }
  }
  return Math.min(stretch, 1.6);
}

function fitFlowchart(svg: SvgElement, size: {width: number; height: number}): void {
  const stretch = flowchartStretch(svg);
  if (stretch <= 1.001) return;
  for (const node of elements(svg)) {
    mapX(node, (x) => x * stretch);
    for (const shape of drawn(node)) if ('width' in shape.attrs) setNum(shape, 'width', num(shape, 'width') * stretch);
  }
  size.width *= stretch;
}

// --- Sequence diagrams -------------------------------------------------------

interface Actor {
  group: SvgElement;
  center: number;
  width: number;
}

function fitSequence(svg: SvgElement, size: {width: number; height: number}): void {
  const groups = (name: string) => elements(svg).filter((e) => hasClass(e, name));
  const actors = new Map<string, Actor>();
  for (const group of groups('actor')) {
    const rect = child(group, 'rect');
    const text = child(group, 'text');
    const center = rect ? num(rect, 'x') + num(rect, 'width') / 2 : num(text ?? group, 'x');
    // The renderer sizes a box of several lines for all of them end to end: size it for the widest.
    const width = Math.max(80, text ? labelWidth(text) + 24 : 0);
    actors.set(group.attrs['data-id'], {group, center, width});
  }
  const order = [...actors.keys()];
  const indexOf = (id: string) => order.indexOf(id);
  const centers = order.map((id) => actors.get(id)!.center);
  const widths = order.map((id) => actors.get(id)!.width);

  // 1. Place the participants: side by side at the renderer's 140 px or more, then further
  //    apart where a message needs it (each constraint is a minimum distance between centres).
  const placed = [30 + widths[0] / 2];
  for (let i = 1; i < order.length; i++)
    placed.push(placed[i - 1] + Math.max(140, (widths[i - 1] + widths[i]) / 2 + 24));
  const constraints: Array<{from: number; to: number; distance: number}> = [];
  for (const message of groups('message')) {
    const text = child(message, 'text');
    if (!text) continue;
    const from = indexOf(message.attrs['data-from']);
    const to = indexOf(message.attrs['data-to']);
    if (from !== to) {
      constraints.push({from: Math.min(from, to), to: Math.max(from, to), distance: labelWidth(text) + 24});
    } else if (from + 1 < order.length) {
      // A message to itself: a 30 px loop, its label to the right, clear of the next lifeline.
      constraints.push({from, to: from + 1, distance: 38 + labelWidth(text) + 12});
    }
  }
  for (const note of groups('note')) {
    const text = child(note, 'text');
    const [actor] = (note.attrs['data-actors'] ?? '').split(',').map(indexOf);
    if (!text || actor < 0) continue;
    const room = widths[actor] / 2 + 10 + labelWidth(text) + 24 + 12;
    if (note.attrs['data-position'] === 'right' && actor + 1 < order.length)
      constraints.push({from: actor, to: actor + 1, distance: room});
    if (note.attrs['data-position'] === 'left' && actor > 0)
      constraints.push({from: actor - 1, to: actor, distance: room});
  }
  constraints.sort((a, b) => a.to - a.from - (b.to - b.from));
  for (const {from, to, distance} of constraints) {
    const missing = distance - (placed[to] - placed[from]);
    if (missing <= 0) continue;
    // Share what is missing among the gaps the message spans.
    for (let i = from + 1; i < placed.length; i++) placed[i] += (missing * Math.min(i - from, to - from)) / (to - from);
  }
  const shift = (id: string) => {
    const i = indexOf(id);
    return i < 0 ? 0 : placed[i] - centers[i];
  };

  // 2. Move everything with its participants.
  for (const [id, actor] of actors) {
    shiftX(actor.group, shift(id));
    const rect = child(actor.group, 'rect');
    if (rect) {
      setNum(rect, 'width', actor.width);
      setNum(rect, 'x', placed[indexOf(id)] - actor.width / 2);
    }
  }
  for (const element of elements(svg)) {
    const actor = element.attrs['data-actor'];
    if (actor !== undefined) shiftX(element, shift(actor));
  }
  for (const message of groups('message')) {
    const {'data-from': from, 'data-to': to} = message.attrs;
    const line = child(message, 'line');
    const text = child(message, 'text');
    if (from === to || !line) {
      shiftX(message, shift(from));
      continue;
    }
    setNum(line, 'x1', num(line, 'x1') + shift(from));
    setNum(line, 'x2', num(line, 'x2') + shift(to));
    if (text) {
      const middle = (num(line, 'x1') + num(line, 'x2')) / 2;
      for (const element of [text, ...lineSpans(text)]) setNum(element, 'x', middle);
    }
  }
  for (const note of groups('note')) {
    const ids = (note.attrs['data-actors'] ?? '').split(',');
    shiftX(note, (shift(ids[0]) + shift(ids.at(-1)!)) / 2);
    const text = child(note, 'text');
    const body = child(note, 'polygon');
    if (!text || !body) continue;
    // Widen the note around its centre until its text fits.
    const xs = readPoints(body).map(([x]) => x);
    const grow = labelWidth(text) + 24 - (Math.max(...xs) - Math.min(...xs));
    const middle = num(text, 'x');
    if (grow > 0)
      for (const polygon of elements(note).filter((e) => e.name === 'polygon'))
        writePoints(
          polygon,
          readPoints(polygon).map(([x, y]) => [x + (x > middle ? grow / 2 : -grow / 2), y]),
        );
  }
  for (const block of groups('block')) {
    const [frame, tab] = elements(block).filter((e) => e.name === 'rect');
    if (!frame) continue;
    const left = num(frame, 'x');
    const right = left + num(frame, 'width');
    // The block spans the participants whose lifelines it encloses.
    const inside = centers.map((c, i) => (c > left && c < right ? i : -1)).filter((i) => i >= 0);
    if (inside.length === 0) continue;
    const first = inside[0];
    const last = inside.at(-1)!;
    const newLeft = placed[first] - widths[first] / 2 - 10;
    const newRight = placed[last] + widths[last] / 2 + 10;
    for (const element of descendants(block)) {
      if (element === block) continue;
      if (element.name === 'line') {
        setNum(element, 'x1', newLeft);
        setNum(element, 'x2', newRight);
      } else if ('x' in element.attrs) {
        setNum(element, 'x', num(element, 'x') - left + newLeft);
      }
    }
    setNum(frame, 'width', newRight - newLeft);
    const label = child(block, 'text');
    if (tab && label) setNum(tab, 'width', Math.max(num(tab, 'width'), labelWidth(label) + 16));
  }

  // 3. A message of several lines: all lines above its arrow, and the rows below moved down.
  for (const message of groups('message')) {
    const line = child(message, 'line');
    const text = child(message, 'text');
    const spans = text ? lineSpans(text) : [];
    if (!line || !text || spans.length < 2) continue;
    const fontSize = fontSizeOf(text);
    const extra = (spans.length - 1) * fontSize * LINE_HEIGHT;
    shiftYBelow(svg, num(line, 'y1') - 18, extra);
    setNum(spans[0], 'dy', fontSize * BASELINE_SHIFT - extra);
    size.height += extra;
  }

  // 4. The drawing's new extent, with a 16 px margin all round (the renderer leaves 30).
  let minX = Infinity;
  let maxX = -Infinity;
  for (const node of drawn(svg)) {
    if (node.name === 'svg' || node.name === 'tspan') continue;
    if (node.name === 'text') {
      const width = labelWidth(node);
      const x = num(node, 'x');
      const anchor = node.attrs['text-anchor'] ?? 'start';
      const start = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
      minX = Math.min(minX, start);
      maxX = Math.max(maxX, start + width);
    } else if (node.name === 'rect') {
      minX = Math.min(minX, num(node, 'x'));
      maxX = Math.max(maxX, num(node, 'x') + num(node, 'width'));
    } else if ('points' in node.attrs) {
      for (const [x] of readPoints(node)) [minX, maxX] = [Math.min(minX, x), Math.max(maxX, x)];
    } else if ('x1' in node.attrs) {
      minX = Math.min(minX, num(node, 'x1'), num(node, 'x2'));
      maxX = Math.max(maxX, num(node, 'x1'), num(node, 'x2'));
    }
  }
  const margin = 16;
  for (const node of elements(svg)) shiftX(node, margin - minX);
  size.width = maxX - minX + 2 * margin;
  shiftYBelow(svg, -Infinity, margin - 30);
  size.height -= 2 * (30 - margin);
}

// --- Names and text versions -------------------------------------------------

/** A label of several lines as one: "Parameters,\nCNPJ" stays so, "Tucano Studio\nbuild" gets a comma. */
const oneLine = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/([,.:;!?])?\s*\n\s*/g, (_, stop: string | undefined) => (stop ? `${stop} ` : ', '));

/** The diagram as sentences, for its <desc>, and a name to fall back on. */
function describe(
  svg: SvgElement,
  kind: DiagramKind,
  unwrapped: Map<string, string>,
): {description: string; fallbackName: string} {
  // Labels as written, before wrapLabels broke them into lines.
  const written = (label: string | undefined) => oneLine(unwrapped.get(label ?? '') ?? label ?? '');
  const labels = new Map<string, string>();
  for (const group of descendants(svg))
    if (group.name === 'g' && (hasClass(group, 'node') || hasClass(group, 'actor')))
      labels.set(group.attrs['data-id'], written(group.attrs['data-label'] ?? group.attrs['data-id']));
  const name = (id: string) => labels.get(id) ?? id;
  const names = [...labels.values()];
  const list = (items: string[]) =>
    items.length > 1 ? `${items.slice(0, -1).join('; ')} and ${items.at(-1)}` : (items[0] ?? '');
  const sentences: string[] = [];
  if (kind === 'sequence') {
    // In the order they happen: top to bottom (notes are drawn after all messages).
    const events: Array<{y: number; sentence: string}> = [];
    for (const element of elements(svg)) {
      const {'data-from': from, 'data-to': to, 'data-label': label, 'data-actors': on} = element.attrs;
      const text = child(element, 'text');
      const y = Math.min(
        ...[...drawn(element)].flatMap((n) => ['y', 'y1'].filter((k) => k in n.attrs).map((k) => num(n, k))),
      );
      if (hasClass(element, 'message'))
        events.push({y, sentence: `${name(from)} to ${from === to ? 'itself' : name(to)}: ${written(label)}.`});
      if (hasClass(element, 'note') && text)
        events.push({y, sentence: `Note on ${on.split(',').map(name).join(' and ')}: ${textLines(text).join(' ')}.`});
      if (hasClass(element, 'block') && text) events.push({y, sentence: `${textLines(text).join(' ')}:`});
    }
    events.sort((a, b) => a.y - b.y);
    sentences.push(...events.map((event) => event.sentence));
    return {
      description: `Between ${list(names)}. ${sentences.join(' ')}`,
      fallbackName: `Sequence diagram: ${list(names)}`,
    };
  }
  const linked = new Set<string>();
  for (const edge of descendants(svg)) {
    if (!hasClass(edge, 'edge')) continue;
    const {'data-from': from, 'data-to': to, 'data-label': label} = edge.attrs;
    const both = edge.attrs['data-arrow-start'] === 'true' && edge.attrs['data-arrow-end'] === 'true';
    sentences.push(`${name(from)} ${both ? 'and' : 'to'} ${name(to)}${label ? ` (${written(label)})` : ''}.`);
    linked.add(from).add(to);
  }
  for (const [id, label] of labels) if (!linked.has(id)) sentences.push(`${label}.`);
  const shown = names.length > 4 ? [...names.slice(0, 3), `${names.length - 3} more steps`] : names;
  return {description: sentences.join(' '), fallbackName: `Flowchart: ${list(shown)}`};
}

// --- The whole --------------------------------------------------------------

export interface RenderedDiagram {
  /** The <svg> element, ready to place in the page. */
  svg: string;
  kind: DiagramKind;
  /** A name built from the diagram, for when the page gives none. */
  fallbackName: string;
  /** Drawn size in CSS px. */
  width: number;
  height: number;
}

/**
 * Renders Mermaid source to the SVG the page carries. `name` becomes its
 * accessible name; `idPrefix` keeps the ids of several diagrams on one page
 * apart. Throws DiagramSyntaxError (with the line in the fence) for any line
 * the renderer would not draw as written.
 */
export function renderDiagram(source: string, {name, idPrefix}: {name?: string; idPrefix: string}): RenderedDiagram {
  const kind = checkSyntax(source);
  const wrapped = wrapLabels(source, kind);
  renderer ??= loadRenderer();
  let raw: string;
  try {
    raw = renderer.renderMermaidSVG(wrapped.source, {transparent: true, padding: 16});
  } catch (error) {
    throw new DiagramSyntaxError((error as Error).message, 1);
  }
  const svg = parseSvg(raw);
  const [, , rawWidth, rawHeight] = (svg.attrs.viewBox ?? '').split(/\s+/).map(Number);
  const size = {width: rawWidth || num(svg, 'width'), height: rawHeight || num(svg, 'height')};

  // The renderer's <style> imports Inter from Google Fonts and sets its own colours: diagram.css does both.
  svg.children = svg.children.filter((node) => typeof node !== 'string' && node.name !== 'style');
  for (const text of drawn(svg))
    if (text.name === 'text' && fontSizeOf(text) < MIN_LABEL_PX) resizeText(text, MIN_LABEL_PX);
  if (kind === 'sequence') fitSequence(svg, size);
  else fitFlowchart(svg, size);
  const {description, fallbackName} = describe(svg, kind, wrapped.unwrapped);

  // Ids (arrow markers) get a prefix: several diagrams share a page.
  const ids = new Set<string>();
  for (const node of descendants(svg)) {
    if (node.attrs.id) {
      ids.add(node.attrs.id);
      node.attrs.id = idPrefix + node.attrs.id;
    }
  }
  for (const node of descendants(svg)) {
    for (const [key, value] of Object.entries(node.attrs)) {
      // The data-* attributes describe the diagram to scripts; the page has none for it.
      if (key.startsWith('data-')) delete node.attrs[key];
      else if (/^-?\d+\.\d{3,}$/.test(value)) setNum(node, key, Number(value));
      else if (key === 'points') writePoints(node, readPoints(node));
      else if (value.includes('url(#'))
        node.attrs[key] = value.replace(/url\(#([^)]+)\)/g, (whole, id: string) =>
          ids.has(id) ? `url(#${idPrefix}${id})` : whole,
        );
    }
    // Line breaks and indentation between elements are not content.
    if (node.name !== 'text' && node.name !== 'tspan')
      node.children = node.children.filter((c) => typeof c !== 'string' || c.trim() !== '');
  }

  const fontSizes = [...descendants(svg)].filter((n) => n.name === 'text').map(fontSizeOf);
  const scale = Math.max(1, MIN_LABEL_PX / Math.min(...fontSizes, MIN_LABEL_PX));
  const [viewWidth, viewHeight] = [Math.ceil(size.width), Math.ceil(size.height)];
  const width = Math.ceil(viewWidth * scale);
  const height = Math.ceil(viewHeight * scale);
  const label = name?.trim() || fallbackName;
  svg.attrs = {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: `0 0 ${viewWidth} ${viewHeight}`,
    width: String(width),
    height: String(height),
    role: 'img',
    'aria-label': label,
    class: `tucano-diagram__svg tucano-diagram__svg--${kind}`,
    style: `min-width:${Math.ceil(width * MOST_DESKTOP_SHRINK)}px`,
  };
  const desc: SvgElement = {name: 'desc', attrs: {}, children: [description]};
  svg.children.unshift(desc);
  return {svg: serializeSvg(svg), kind, fallbackName, width, height};
}
