/**
 * @jest-environment node
 */
// Build-time highlighting (src/plugins/highlightCode): the fence's HTML, what
// its meta and magic comments ask for, the languages beyond Prism's defaults,
// and the colours of both themes as CSS.
import {highlightToHtml} from '@site/src/plugins/highlightCode/highlight';
import {parseFence} from '@site/src/plugins/highlightCode/fence';
import remarkHighlightCode, {highlightFence} from '@site/src/plugins/highlightCode/remark';
import {themeCss} from '@site/src/plugins/highlightCode/theme';
import {darkCodeTheme, lightCodeTheme} from '@site/src/prismThemes';

const lines = (html: string) => html.match(/<div class="[^"]*token-line[^"]*"/g) ?? [];

it('renders one line element per line, with Prism token classes and a final <br>', () => {
  const html = highlightToHtml('const a = 1;\n\nreturn a;\n', 'js');
  expect(lines(html)).toHaveLength(3);
  expect(html).toContain('<span class="token keyword">const</span>');
  expect(html).toContain('<div class="token-line"><br></div>');
});

it.each([
  ['bash', 'echo "$HOME" | grep tucano', 'token builtin'],
  ['powershell', 'Get-ChildItem -Path C:\\Tucano', 'token function'],
  ['sql', 'SELECT id FROM payables WHERE due < $1', 'token keyword'],
  ['json', '{"retries": 2}', 'token property'],
])('highlights %s', (language, code, tokenClass) => {
  expect(highlightToHtml(code, language)).toContain(`class="${tokenClass}`);
});

it('leaves a language Prism does not know as plain, escaped text', () => {
  const html = highlightToHtml('<script>alert("x")</script> & more', 'text');
  expect(html).toBe(
    '<div class="token-line"><span class="token plain">&lt;script&gt;alert("x")&lt;/script&gt; &amp; more</span><br></div>',
  );
});

it('escapes markup inside highlighted tokens', () => {
  expect(highlightToHtml('const s = "<b>";', 'js')).toContain('"&lt;b&gt;"');
});

it.each([
  ['meta ranges', 'a\nb\nc\nd', '{1,3-4}', 'a\nb\nc\nd', [0, 2, 3]],
  ['highlight-next-line', 'a\n// highlight-next-line\nb\nc', '', 'a\nb\nc', [1]],
  ['highlight-start and -end', '# highlight-start\na\nb\n# highlight-end\nc', '', 'a\nb\nc', [0, 1]],
  ['SQL and HTML comments', '-- highlight-next-line\na\n<!-- highlight-next-line -->\nb', '', 'a\nb', [0, 1]],
])('%s mark lines and magic comments are dropped', (_, value, meta, code, highlighted) => {
  const parsed = parseFence(value, meta);
  expect(parsed.code).toBe(code);
  expect([...parsed.highlightedLines].sort()).toEqual(highlighted);
  const html = highlightFence(value, 'js', meta);
  expect(html.match(/theme-code-block-highlighted-line/g)).toHaveLength(highlighted.length);
  expect(html).not.toContain('highlight-');
});

it('numbers lines when asked, from the given start', () => {
  expect(highlightFence('a\nb', 'js', '')).not.toContain('code-line-number');
  const numbered = highlightFence('a\nb', 'js', 'showLineNumbers');
  expect(numbered.match(/code-line-number/g)).toHaveLength(2);
  expect(numbered).not.toContain('counter-reset');
  expect(highlightFence('a\nb', 'js', 'title="x" showLineNumbers=5')).toMatch(
    /^<div style="counter-reset:line-count 4"/,
  );
});

it('gives every fence but diagrams its HTML, keeping the properties already there', () => {
  const tree = {
    type: 'root',
    children: [
      {type: 'code', lang: 'json', value: '{"a": 1}', data: {hProperties: {metastring: 'title="x"'}}},
      {type: 'code', lang: null, value: 'plain words'},
      {type: 'code', lang: 'mermaid', value: 'flowchart LR\n  A --> B'},
    ],
  };
  remarkHighlightCode()(tree);
  const [json, plain, diagram] = tree.children as {data?: {hProperties?: Record<string, string>}}[];
  expect(json!.data!.hProperties!.metastring).toBe('title="x"');
  expect(json!.data!.hProperties!.highlighted).toContain('token property');
  expect(plain!.data!.hProperties!.highlighted).toContain('token plain');
  expect(diagram!.data).toBeUndefined();
});

it('writes both themes: light unless the page is dark, language-scoped rules scoped', () => {
  const css = themeCss(lightCodeTheme, darkCodeTheme);
  expect(css).toContain(
    `:root:not([data-theme='dark']) .theme-code-block{--prism-color:${lightCodeTheme.plain.color};--prism-background-color:${lightCodeTheme.plain.backgroundColor}}`,
  );
  expect(css).toContain(`:root[data-theme='dark'] .theme-code-block{--prism-color:${darkCodeTheme.plain.color}`);
  // The recoloured tokens (src/prismThemes.ts) are what ships.
  expect(css).toMatch(/:root:not\(\[data-theme='dark'\]\) \.theme-code-block \.token\.number[^{]*\{color:#067d4f\}/);
  expect(css).toMatch(/:root\[data-theme='dark'\] \.theme-code-block \.token\.comment[^{]*\{color:#7fb069/);
  expect(css).toContain(":root[data-theme='dark'] .theme-code-block.language-markup .token.tag");
});
