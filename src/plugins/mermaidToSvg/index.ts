/**
 * Remark plugin: every ```mermaid fence becomes an inline SVG drawn at build
 * time, so a diagram is in the page's HTML and no diagram code runs in the
 * reader's browser. The Mermaid runtime it replaces drew nothing until it had
 * loaded, and made a diagram page fetch about 180 KB gzip more script (the
 * webhook tutorial: 425 KB before, 241 KB after, measured in Chromium).
 *
 * Writers keep writing fences. ```mermaid title="..." names the diagram for
 * screen readers; without a title, a paragraph just before the fence that
 * ends with a colon ("What travels between them:") names it, else a name is
 * built from the diagram. A line the renderer cannot read fails the build with
 * the file and line.
 *
 * The fence becomes `<div class="tucano-diagram" role="group" tabIndex="0"
 * aria-label="Diagram: ..." dangerouslySetInnerHTML={{__html: svg}}>`: a plain
 * element, so no component ships; the SVG string is all the page carries.
 * Registered for the docs, API and blog content plugins in docusaurus.config.ts;
 * the colours are in diagram.css, the drawing in render.ts.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import {renderDiagram} from './render';
import {DiagramSyntaxError} from './syntax';

// The few mdast and MDX node shapes this plugin reads and writes.
interface MdNode {
  type: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  children?: MdNode[];
  position?: {start: {line: number; column: number}};
  [key: string]: unknown;
}
interface VFileLike {
  path?: string;
  cwd?: string;
}

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

/** An attribute whose value is a JavaScript object literal `{__html: html}`. */
function innerHtmlAttribute(html: string) {
  const expression = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: {type: 'Identifier', name: '__html'},
        value: {type: 'Literal', value: html, raw: JSON.stringify(html)},
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${JSON.stringify(html)}}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [{type: 'ExpressionStatement', expression}],
        },
      },
    },
  };
}

/** The `title` of the fence's meta string: ```mermaid title="Where a run goes". */
export function titleOf(meta: string | null | undefined): string | undefined {
  return meta
    ?.match(/(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/)
    ?.slice(1)
    .find((title) => title !== undefined);
}

const plainText = (node: MdNode): string =>
  typeof node.value === 'string' && node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression'
    ? node.value
    : (node.children ?? []).map(plainText).join('');

/** A paragraph right before the fence that introduces it ("An invoice approval robot that combines them:"). */
function introOf(siblings: MdNode[], index: number): string | undefined {
  const previous = siblings[index - 1];
  if (previous?.type !== 'paragraph') return undefined;
  const text = plainText(previous).replace(/\s+/g, ' ').trim();
  return text.endsWith(':') && text.length <= 200 ? text.slice(0, -1) : undefined;
}

/** `docs/tutorials/webhook.mdx`: the file as the site's folder names it, wherever that folder is. */
const nameOf = (file: VFileLike) =>
  file.path ? path.relative(file.cwd ?? process.cwd(), file.path) : '<unknown file>';

/** `docs/tutorials/webhook.mdx:33` */
function locationOf(file: VFileLike, node: MdNode, lineInFence: number): string {
  const name = nameOf(file);
  const fenceLine = node.position?.start.line;
  return fenceLine === undefined ? name : `${name}:${fenceLine + lineInFence}`;
}

function diagramElement(node: MdNode, siblings: MdNode[], index: number, file: VFileLike, count: number): MdNode {
  const source = node.value ?? '';
  const given = titleOf(node.meta) ?? introOf(siblings, index);
  // Stable across builds and checkouts (so page weights do not depend on the
  // folder CI clones into), distinct between diagrams (a page may show a partial's too).
  const hash = crypto
    .createHash('sha256')
    .update(`${nameOf(file)}\n${count}\n${source}`)
    .digest('hex')
    .slice(0, 6);
  let diagram;
  try {
    diagram = renderDiagram(source, {name: given, idPrefix: `d${hash}-`});
  } catch (error) {
    const line = error instanceof DiagramSyntaxError ? error.line : 1;
    throw new Error(`${locationOf(file, node, line)}: Mermaid diagram: ${(error as Error).message}`, {cause: error});
  }
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      attribute('className', 'tucano-diagram'),
      attribute('role', 'group'),
      attribute('tabIndex', '0'),
      attribute('aria-label', `Diagram: ${given?.trim() || diagram.fallbackName}`),
      innerHtmlAttribute(diagram.svg),
    ],
    children: [],
    position: node.position,
  };
}

export default function mermaidToSvg() {
  return (tree: MdNode, file: VFileLike): void => {
    let count = 0;
    const walk = (parent: MdNode) => {
      const children = parent.children ?? [];
      children.forEach((node, index) => {
        if (node.type === 'code' && node.lang === 'mermaid') {
          children[index] = diagramElement(node, children, index, file, count++);
        } else if (node.children) {
          walk(node);
        }
      });
    };
    walk(tree);
  };
}
