/**
 * PostCSS set up once per build instead of once per CSS file. For each of the
 * site's stylesheets and CSS modules, the bundler's postcss-loader otherwise
 * - looks for a PostCSS config file in every folder above it (this site has
 *   none): about 0.7 s of the build's busiest thread;
 * - calls the creator of postcss-preset-env, which Docusaurus names with
 *   empty options, so it works out its features from browserslist again for
 *   every file: about 0.5 s.
 * The plugins and their options stay Docusaurus's own, so the CSS is the same.
 */
import type {Plugin} from '@docusaurus/types';

export default function postCssOnce(): Plugin {
  const created = new Map<string, unknown>();
  // Docusaurus names its PostCSS plugins as [resolved path, options].
  const createOnce = (entry: unknown) => {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string') return entry;
    const [name, options] = entry as [string, object];
    const key = `${name} ${JSON.stringify(options)}`;
    if (!created.has(key)) {
      const module = require(name);
      created.set(key, (module.default ?? module)(options));
    }
    return created.get(key);
  };
  return {
    name: 'post-css-once',
    configurePostCss(options) {
      return {...options, config: false, plugins: (options.plugins as unknown[]).map(createOnce)};
    },
  };
}
