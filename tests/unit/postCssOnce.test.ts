/**
 * @jest-environment node
 */
// PostCSS is set up once per build: the bundler's own plugins, created once and
// shared by every CSS file, with no search for a PostCSS config file.
import postcss from 'postcss';
import postCssOnce from '@site/src/plugins/postCssOnce';

// Docusaurus's options for postcss-loader (@docusaurus/bundler, styleLoader.js).
const docusaurusOptions = () => ({ident: 'postcss', plugins: [[require.resolve('postcss-preset-env'), {}]]});

it('creates each plugin once, for every stylesheet, and looks for no config file', () => {
  const {configurePostCss} = postCssOnce();
  const forStylesheets = configurePostCss!(docusaurusOptions());
  const forModules = configurePostCss!(docusaurusOptions());
  expect(forStylesheets.config).toBe(false);
  expect(forStylesheets.ident).toBe('postcss');
  expect(forStylesheets.plugins).toHaveLength(1);
  expect(typeof forStylesheets.plugins[0]).toBe('object');
  expect(forModules.plugins[0]).toBe(forStylesheets.plugins[0]);
});

it('keeps what the plugin does: postcss-preset-env still prefixes and lowers for the browserslist', async () => {
  const {configurePostCss} = postCssOnce();
  const {plugins} = configurePostCss!(docusaurusOptions());
  const css = '.a { user-select: none; } .b { &:hover { color: red; } }';
  const {css: out} = await postcss(plugins as postcss.AcceptedPlugin[]).process(css, {from: 'a.css'});
  expect(out).toContain('-webkit-user-select: none');
  expect(out).toContain('.b:hover');
});

it('passes plugins given as instances through untouched', () => {
  const instance = {postcssPlugin: 'site-plugin'};
  const {configurePostCss} = postCssOnce();
  expect(configurePostCss!({plugins: [instance]}).plugins[0]).toBe(instance);
});
