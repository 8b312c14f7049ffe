/**
 * @jest-environment node
 */
// Bare addresses in prose stay text (src/plugins/noLiteralAutolinks.ts), the
// rest of GitHub-flavoured Markdown still works, and the plugin refuses to run
// where it would remove nothing. Pages are compiled as Docusaurus orders the
// plugins: remark-gfm, then ours.
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
// MDX is ESM only, which this jest runs as CommonJS: compile in a child node.
const script = (plugins: string) => `
import fs from 'node:fs';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import loadTypeScript from ${JSON.stringify(path.join(root, 'src/typescript.cjs'))};
const load = loadTypeScript(${JSON.stringify(path.join(root, 'package.json'))});
const remarkNoLiteralAutolinks = load('./src/plugins/noLiteralAutolinks.ts').default;
process.stdout.write(String(await compile(fs.readFileSync(0, 'utf8'), {remarkPlugins: [${plugins}], jsx: true})));
`;
function compiled(mdx: string, plugins = 'remarkGfm, remarkNoLiteralAutolinks') {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script(plugins)], {
    cwd: root,
    input: mdx,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}

const bare = 'Sign in at https://studio.tucano.example, www.tucano.example or robo@empresa.example.';

it('leaves bare addresses as text, where remark-gfm alone links them', () => {
  expect(compiled(bare, 'remarkGfm')).toContain('href="https://studio.tucano.example"');
  const js = compiled(bare);
  expect(js).not.toContain('_components.a');
  expect(js).toContain(bare);
});

it('keeps links written as links, tables, strikethrough and task lists', () => {
  const js = compiled(
    '[Studio](https://studio.tucano.example) ~~4.1~~\n\n| Input | Type |\n| --- | --- |\n| URL | Text |\n\n- [x] Done\n',
  );
  expect(js).toContain('<_components.a href="https://studio.tucano.example">');
  expect(js).toContain('<_components.del>');
  expect(js).toContain('<_components.table>');
  expect(js).toContain('type="checkbox"');
});

it('fails the build when it comes before remark-gfm, where it would remove nothing', () => {
  expect(() => compiled(bare, 'remarkNoLiteralAutolinks, remarkGfm')).toThrow(/found no GFM literal autolinks/);
});
