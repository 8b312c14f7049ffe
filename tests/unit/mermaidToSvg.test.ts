/**
 * @jest-environment node
 */
// The remark plugin that draws Mermaid fences as SVG at build time: what it puts
// in the page, how it names a diagram, and that a line the renderer would not
// draw as written fails with the file and line.
import fs from 'node:fs';
import path from 'node:path';
import mermaidToSvg, {titleOf} from '../../src/plugins/mermaidToSvg';
import {MIN_LABEL_PX, renderDiagram} from '../../src/plugins/mermaidToSvg/render';
import {checkSyntax} from '../../src/plugins/mermaidToSvg/syntax';
import {textWidth} from '../../src/plugins/mermaidToSvg/textWidth';

type Node = {type: string; [key: string]: unknown};
type Attribute = {name: string; value: string | {value: string; data: {estree: unknown}}};

const site = path.resolve(__dirname, '../..');
const file = {path: path.join(site, 'docs/tutorials/example.mdx'), cwd: site};

function fence(value: string, meta: string | null = null, line = 10): Node {
  return {type: 'code', lang: 'mermaid', meta, value, position: {start: {line, column: 1}}};
}
const paragraph = (text: string): Node => ({type: 'paragraph', children: [{type: 'text', value: text}]});

/** Runs the plugin over a root with these children; returns the root's children. */
function transform(...children: Node[]): Node[] {
  const tree = {type: 'root', children};
  mermaidToSvg()(tree, file);
  return tree.children;
}

const attributes = (node: Node) =>
  Object.fromEntries((node.attributes as Attribute[]).map(({name, value}) => [name, value]));
const svgOf = (node: Node) => (attributes(node).dangerouslySetInnerHTML as {value: string}).value;
const innerHtml = (node: Node) =>
  JSON.parse(
    svgOf(node)
      .replace(/^\{__html: /, '')
      .replace(/\}$/, ''),
  ) as string;

const flowchart = 'flowchart LR\n  Studio["Tucano Studio"] -- "runs" --> Client["Tucano Client"]';

test('a fence becomes a named, focusable box holding an inline SVG', () => {
  const [diagram] = transform(fence(flowchart, 'title="Where a run goes"'));
  expect(diagram).toMatchObject({type: 'mdxJsxFlowElement', name: 'div', children: []});
  const attrs = attributes(diagram);
  expect(attrs).toMatchObject({
    className: 'tucano-diagram',
    role: 'group',
    tabIndex: '0',
    'aria-label': 'Diagram: Where a run goes',
  });
  // The MDX compiler reads an expression attribute from its estree.
  expect((attrs.dangerouslySetInnerHTML as {data: {estree: unknown}}).data.estree).toMatchObject({type: 'Program'});

  const svg = innerHtml(diagram);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+" width="\d+" height="\d+"/);
  expect(svg).toContain('role="img" aria-label="Where a run goes"');
  expect(svg).toMatch(/<desc>Tucano Studio to Tucano Client \(runs\)\.<\/desc>/);
  // Real text, so it can be selected and found.
  expect(svg).toMatch(/<text[^>]*>Tucano Studio<\/text>/);
  expect(svg).toMatch(/<text[^>]*>runs<\/text>/);
  // Nothing from another host, no colours of its own; one inline style, how far a desktop may shrink it.
  expect(svg).not.toMatch(/googleapis|@import|<style|#FFFFFF|#27272A/i);
  const width = Number(/ width="(\d+)"/.exec(svg)![1]);
  expect(svg.match(/style="[^"]*"/g)).toEqual([`style="min-width:${Math.ceil(width * 0.94)}px"`]);
  expect(svg).toContain('fill="var(--_text)"');
});

test('a diagram is drawn so that no label is smaller than 12 px', () => {
  const {svg, width, height} = renderDiagram(flowchart, {idPrefix: 'd-'});
  const [, , viewWidth, viewHeight] = svg
    .match(/viewBox="([^"]+)"/)![1]
    .split(' ')
    .map(Number);
  const scale = width / viewWidth;
  expect(height / viewHeight).toBeCloseTo(scale, 1);
  const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map(([, size]) => Number(size) * scale);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_LABEL_PX);
});

test('without a title, an introducing paragraph or the diagram itself names it', () => {
  const [, introduced] = transform(paragraph('What travels between them:'), fence(flowchart));
  expect(attributes(introduced)['aria-label']).toBe('Diagram: What travels between them');

  const [, unnamed] = transform(paragraph('The robot then closes the browser.'), fence(flowchart));
  expect(attributes(unnamed)['aria-label']).toBe('Diagram: Flowchart: Tucano Studio and Tucano Client');

  const [sequence] = transform(fence('sequenceDiagram\n  participant A as ERP\n  A->>B: POST /webhooks'));
  expect(attributes(sequence)['aria-label']).toBe('Diagram: Sequence diagram: ERP and B');
  expect(innerHtml(sequence)).toContain('<desc>Between ERP and B. ERP to B: POST /webhooks.</desc>');

  expect(titleOf('title="Where a run goes" showLineNumbers')).toBe('Where a run goes');
  expect(titleOf("title='Single quotes'")).toBe('Single quotes');
  expect(titleOf(null)).toBeUndefined();
});

test('fences inside other nodes are drawn too, and each diagram gets its own ids', () => {
  const [admonition] = transform({type: 'containerDirective', children: [fence(flowchart), fence(flowchart)]});
  const [first, second] = (admonition.children as Node[]).map(innerHtml);
  const idOf = (svg: string) => svg.match(/<marker id="([^"]+)"/)![1];
  expect(idOf(first)).not.toBe(idOf(second));
  expect(first).toContain(`url(#${idOf(first)})`);
});

test("a diagram's ids depend on its file within the site, not on the folder the site is checked out in", () => {
  const idsIn = (checkout: string, page = 'docs/tutorials/example.mdx') => {
    const tree = {type: 'root', children: [fence(flowchart)]};
    mermaidToSvg()(tree, {path: path.join(checkout, page), cwd: checkout});
    return innerHtml(tree.children[0]!).match(/<marker id="([^"]+)"/)![1];
  };
  expect(idsIn('/work/main')).toBe(idsIn('/tmp/ci/a-longer-folder/main'));
  expect(idsIn('/work/main')).not.toBe(idsIn('/work/main', 'docs/tutorials/other.mdx'));
});

test('a broken fence fails with the file and the line of the mistake', () => {
  // The fence opens on line 10 of the file, so the diagram's third line is line 13.
  expect(() => transform(fence('flowchart LR\n  A --> B\n  B -->'))).toThrow(
    /^docs\/tutorials\/example\.mdx:13: Mermaid diagram: cannot read "-->" in "B -->"/,
  );
  expect(() => transform(fence('pie title Pets\n  "Dogs" : 3', null, 40))).toThrow(
    /^docs\/tutorials\/example\.mdx:41: Mermaid diagram: .*only flowcharts .* and sequence diagrams/,
  );
});

test.each([
  ['flowchart LR\n  A-->B', 2, /cannot read ">B"/],
  ['flowchart LR\n  A --> B; B --> C', 2, /one statement a line/],
  ['flowchart TD\n  subgraph Client\n  A --> B', 2, /never closed/],
  ['flowchart TD\n  A --> B\n  end', 3, /"end" without a subgraph/],
  ['flowchart TD\n  A --> B\n  style A fill:#f00', 3, /colours/],
  ['flowchart\n  A --> B', 1, /give a direction/],
  ['graph TD; A --> B', 1, /line of its own/],
  ['sequenceDiagram\n  A->>B hello', 2, /needs a text after a colon/],
  ['sequenceDiagram\n  autonumber\n  A->>B: hi', 2, /"autonumber" is not supported/],
  ['sequenceDiagram\n  loop Every minute\n  A->>B: hi', 2, /never closed/],
  ['sequenceDiagram\n  optimizer->>B: hi', 2, /rename the participant/],
  ['sequenceDiagram\n  this is not a message', 2, /cannot read "this is not a message"/],
  ['%%{init: {"theme": "dark"}}%%\nflowchart LR\n  A --> B', 1, /init/],
  ['\n\n', 1, /empty/],
])('rejects %j at line %i', (source, line, message) => {
  expect(() => checkSyntax(source)).toThrow(message);
  try {
    checkSyntax(source);
  } catch (error) {
    expect((error as {line: number}).line).toBe(line);
  }
});

test.each([
  'flowchart TD\n  %% a comment\n  A([Start]) --> B{Right element?}\n  B -- "No: click again" --> A\n  B -->|Yes| C[[Save]];',
  'flowchart LR\n  A & B --> C:::done\n  subgraph Studio [Tucano Studio]\n    direction TB\n    C --> D\n  end',
  'sequenceDiagram\n  participant A as ERP\n  actor U\n  A->>+U: hi\n  U-->>-A: done\n  Note over A,U: both\n  alt ok\n    A-)U: yes\n  else not ok\n    A--xU: no\n  end',
])('accepts what the renderer reads: %j', (source) => {
  expect(() => checkSyntax(source)).not.toThrow();
  expect(renderDiagram(source, {idPrefix: 'd-'}).svg).toContain('<svg');
});

test('long labels are broken into lines; a sequence diagram spreads its participants until messages fit', () => {
  const message = 'POST /webhooks/wh_8f3k2m9q with the invoice number, the supplier and the total';
  const source = [
    'sequenceDiagram',
    '  participant A as ERP',
    '  participant B as Studio',
    `  A->>B: ${message}`,
    '  B->>B: check the token and turn the body fields into parameters',
    '  B-->>A: 200 {"approval": "manager"}',
  ].join('\n');
  const {svg} = renderDiagram(source, {idPrefix: 'd-'});
  const lifelines = [...svg.matchAll(/<line class="lifeline" x1="([\d.]+)"/g)].map(([, x]) => Number(x));
  expect(lifelines).toHaveLength(2);
  // The message is broken into lines that each fit between the two lifelines, above its arrow.
  const [, textY, lines] = svg.match(
    /<g class="message"><line [^>]*\/><text x="[\d.]+" y="([\d.]+)"[^>]*>(.*?)<\/text>/,
  )!;
  const spans = [...lines.matchAll(/<tspan x="[\d.]+" dy="(-?[\d.]+)">([^<]*)<\/tspan>/g)];
  expect(spans.length).toBeGreaterThanOrEqual(2);
  expect(spans.map(([, , line]) => line).join(' ')).toBe(message);
  const gap = lifelines[1] - lifelines[0];
  for (const [, , line] of spans) expect(textWidth(line, 12) + 24).toBeLessThanOrEqual(gap + 0.01);
  const arrowY = Number(svg.match(/<g class="message"><line [^>]*y1="([\d.]+)"/)![1]);
  const lastBaseline = Number(textY) + spans.reduce((sum, [, dy]) => sum + Number(dy), 0);
  expect(lastBaseline).toBeLessThan(arrowY);
  // The text version has the message as written, on one line.
  expect(svg).toContain(`ERP to Studio: ${message}.`);
  // A message to itself is written within the drawing.
  const viewWidth = Number(svg.match(/viewBox="0 0 ([\d.]+)/)![1]);
  const selfLabel = svg.match(/<text x="([\d.]+)"[^>]*text-anchor="start"[^>]*>(<tspan[^>]*>)?check the token/);
  expect(selfLabel).not.toBeNull();
  expect(Number(selfLabel![1])).toBeLessThan(viewWidth);
});

// Every diagram of the site, one case each, so a failure names the file and the diagram.
const siteDiagrams: Array<[string, string]> = [];
const walkDiagrams = (dir: string) => {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walkDiagrams(full);
    else if (/\.mdx?$/.test(entry.name))
      for (const [, source] of fs.readFileSync(full, 'utf8').matchAll(/^```mermaid[^\n]*\n([\s\S]*?)\n```/gm))
        siteDiagrams.push([`${path.relative(site, full)}: ${source.split('\n')[0]}`, source]);
  }
};
['docs', 'api', 'blog'].forEach((area) => walkDiagrams(path.join(site, area)));

test('finds the diagrams of the site', () => {
  expect(siteDiagrams.length).toBeGreaterThanOrEqual(40);
});

test.each(siteDiagrams)('%s is valid and drawn at a readable size', (_, source) => {
  const {svg, width} = renderDiagram(source, {idPrefix: 'd-'});
  const viewWidth = Number(svg.match(/viewBox="0 0 ([\d.]+)/)![1]);
  const smallest = Math.min(...[...svg.matchAll(/font-size="([\d.]+)"/g)].map(([, size]) => Number(size)));
  expect((smallest * width) / viewWidth).toBeGreaterThanOrEqual(MIN_LABEL_PX);
});
