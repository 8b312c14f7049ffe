/**
 * A small XML reader and writer for the SVG that beautiful-mermaid writes:
 * elements, double-quoted attributes and escaped text, nothing else. Anything
 * outside that (a comment, CDATA, a processing instruction) throws, so a
 * renderer upgrade that changes its output fails the build instead of quietly
 * drawing something else.
 */

export interface SvgElement {
  name: string;
  attrs: Record<string, string>;
  children: SvgNode[];
}
export type SvgNode = SvgElement | string;

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return String.fromCodePoint(code);
    }
    const value = ENTITIES[entity];
    if (value === undefined) throw new Error(`Unknown entity ${whole} in the diagram's SVG`);
    return value;
  });
}

export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;').replace(/\n/g, '&#10;');

export function parseSvg(source: string): SvgElement {
  const root: SvgElement = {name: '#root', attrs: {}, children: []};
  const stack: SvgElement[] = [root];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/y;
  const attr = /([\w:-]+)="([^"]*)"/g;
  let position = 0;
  while (position < source.length) {
    const next = source.indexOf('<', position);
    const textEnd = next === -1 ? source.length : next;
    if (textEnd > position) stack.at(-1)!.children.push(decode(source.slice(position, textEnd)));
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(source);
    if (!match) throw new Error(`Unexpected markup in the diagram's SVG: ${source.slice(next, next + 40)}`);
    const [whole, closing, name, attrText, selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`Mismatched </${name}> in the diagram's SVG`);
    } else {
      const element: SvgElement = {name, attrs: {}, children: []};
      for (const [, key, value] of attrText.matchAll(attr)) element.attrs[key] = decode(value);
      stack.at(-1)!.children.push(element);
      if (!selfClosing) stack.push(element);
    }
    position = next + whole.length;
  }
  if (stack.length !== 1) throw new Error(`Unclosed <${stack.at(-1)!.name}> in the diagram's SVG`);
  const svg = root.children.find((child): child is SvgElement => typeof child !== 'string');
  if (!svg || svg.name !== 'svg') throw new Error('The diagram renderer returned no <svg> element');
  return svg;
}

export function serializeSvg(node: SvgNode): string {
  if (typeof node === 'string') return escapeText(node);
  const attrs = Object.entries(node.attrs)
    .map(([key, value]) => ` ${key}="${escapeAttr(value)}"`)
    .join('');
  if (node.children.length === 0) return `<${node.name}${attrs}/>`;
  return `<${node.name}${attrs}>${node.children.map(serializeSvg).join('')}</${node.name}>`;
}

export const elements = (node: SvgElement): SvgElement[] =>
  node.children.filter((child): child is SvgElement => typeof child !== 'string');

/** Every element under `node` (itself included), depth first, in document order. */
export function* descendants(node: SvgElement): Generator<SvgElement> {
  yield node;
  for (const child of elements(node)) yield* descendants(child);
}

/** The <tspan>s that are lines of a multi-line <text> (they set x); others only change the weight or style. */
export const lineSpans = (text: SvgElement): SvgElement[] =>
  elements(text).filter((child) => child.name === 'tspan' && 'x' in child.attrs);

/** The text an element shows, one entry per line. */
export function textLines(text: SvgElement): string[] {
  const spans = lineSpans(text);
  const plain = (node: SvgNode): string => (typeof node === 'string' ? node : node.children.map(plain).join(''));
  return spans.length ? spans.map(plain) : [plain(text)];
}

export const num = (element: SvgElement, name: string): number => Number(element.attrs[name] ?? 0);

/** Writes a coordinate with at most two decimals: the renderer writes 16. */
export function setNum(element: SvgElement, name: string, value: number): void {
  element.attrs[name] = String(Math.round(value * 100) / 100);
}

export function hasClass(element: SvgElement, name: string): boolean {
  return (element.attrs.class ?? '').split(/\s+/).includes(name);
}
