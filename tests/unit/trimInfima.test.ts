/**
 * @jest-environment node
 */
// Infima is trimmed to what the site can use (src/plugins/trimInfima): a rule
// goes only when no file names its class, a custom property only when nothing
// reads it, and element rules always stay.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import trimInfima, {contentGlobs, trimInfimaCss} from '@site/src/plugins/trimInfima';

const infima = `
:root { --ifm-color-primary: #25c2a0; --ifm-link-color: var(--ifm-color-primary); --ifm-pills-spacing: 0.125rem; --ifm-read-elsewhere: 1px; }
blockquote { color: var(--ifm-link-color); }
.menu__link { color: var(--ifm-link-color); }
.pills__item { margin: var(--ifm-pills-spacing); }
.alert--warning { border-width: 1px; }
`;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trim-infima-'));
  fs.writeFileSync(path.join(dir, 'Sidebar.js'), 'export const Link = () => <a className="menu__link" />;');
  fs.writeFileSync(path.join(dir, 'Admonition.js'), "const types = {warning: 'alert--warning'};");
  fs.writeFileSync(path.join(dir, 'theme.css'), '.x { margin: var(--ifm-read-elsewhere); }');
});
afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

const trim = (elements = ['blockquote']) => trimInfimaCss(infima, [`${dir}/*.{js,css}`], elements);

it('keeps the rules whose classes the code names, and drops the others', async () => {
  const css = await trim();
  expect(css).toContain('.menu__link');
  expect(css).toContain('.alert--warning');
  expect(css).not.toContain('.pills__item');
});

it('keeps element rules, which Markdown renders without naming them', async () => {
  expect(await trim()).toContain('blockquote');
});

it('keeps the properties a kept rule or another stylesheet reads, through var() chains, and drops the rest', async () => {
  const css = await trim();
  expect(css).toContain('--ifm-link-color:');
  expect(css).toContain('--ifm-color-primary:');
  expect(css).toContain('--ifm-read-elsewhere:');
  expect(css).not.toContain('--ifm-pills-spacing');
});

it('trims only Infima’s own stylesheet', async () => {
  const {configurePostCss} = trimInfima({siteDir: dir});
  const {plugins} = configurePostCss!({plugins: []}) as {plugins: postcss.AcceptedPlugin[]};
  const other = await postcss(plugins).process(infima, {from: path.join(dir, 'src/css/custom.css')});
  expect(other.css).toBe(infima);
});

it('looks at the theme’s code, the site’s code and its pages', () => {
  const globs = contentGlobs('/site');
  expect(globs.some((glob) => glob.includes('@docusaurus/theme-classic/lib/'))).toBe(true);
  expect(globs).toContain('/site/src/**/*.{ts,tsx,js,mjs,cjs,css}');
  expect(globs).toContain('/site/{docs,api,blog}/**/*.{md,mdx}');
});

it('keeps a property that a kept rule’s custom property reads, in the cascade layer the build wraps Infima in', async () => {
  const css = await trimInfimaCss(
    '@layer docusaurus.infima { .alert { background-color: var(--ifm-alert-background-color); } .alert--warning { --ifm-alert-background-color: var(--ifm-color-warning-contrast-background); } :root { --ifm-color-warning-contrast-background: #fff8e6; } }',
    [`${dir}/*.{js,css}`],
    [],
  );
  expect(css).toContain('--ifm-color-warning-contrast-background: #fff8e6');
});
