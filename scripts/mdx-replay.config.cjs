// Bench only: the site's config with scripts/mdx-replay-loader.cjs in front of
// the MDX loader of every content plugin. MDX_REPLAY=record saves each page's
// compiled MDX in MDX_REPLAY_DIR, MDX_REPLAY=replay reads it back instead of
// compiling. Usage: docusaurus build --config scripts/mdx-replay.config.cjs
const path = require('node:path');
const config = require('../docusaurus.config.ts').default;

const mdxReplay = () => ({
  name: 'bench-mdx-replay',
  configureWebpack: () => ({
    module: {
      rules: [
        {
          test: (file) => /\.mdx?$/i.test(file),
          // Post loaders come first: their pitch runs before the MDX loader, their normal step after it.
          enforce: 'post',
          use: [
            {
              loader: path.join(__dirname, 'mdx-replay-loader.cjs'),
              options: {mode: process.env.MDX_REPLAY, dir: process.env.MDX_REPLAY_DIR},
            },
          ],
        },
      ],
    },
  }),
});

module.exports = {...config, plugins: [...config.plugins, mdxReplay]};
