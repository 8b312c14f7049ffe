import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import loadTypeScript from './src/typescript.cjs';

// The site's own TypeScript is loaded with SWC (src/typescript.cjs): jiti's
// Babel, which loads this file, took a second longer on a machine without its
// cache, such as CI's. The plugins come in one load (src/plugins/index.ts).
const load = loadTypeScript(__filename);
const {
  buildCodeCache,
  cataloguePlugin,
  highlightCode,
  mermaidToSvg,
  postCssOnce,
  preloadRouteChunks,
  remarkActionImports,
  remarkHighlightCode,
  remarkKeepNumbersWhole,
  remarkNoLiteralAutolinks,
  slimClientBundle,
  storedPreferences,
  strictImports,
  trimInfima,
  withoutIntl,
}: typeof import('./src/plugins') = load('./src/plugins');
const {redirects}: typeof import('./src/redirects') = load('./src/redirects');
const {docsAreaRegex}: typeof import('./src/docsArea') = load('./src/docsArea');
const {groupRootDocs}: typeof import('./src/sidebars/groupRootDocs') = load('./src/sidebars/groupRootDocs');
const {darkCodeTheme, lightCodeTheme}: typeof import('./src/prismThemes') = load('./src/prismThemes');
const {SITE_KEYWORDS}: typeof import('./src/siteKeywords') = load('./src/siteKeywords');

const repositoryUrl = 'https://github.com/tucano-rpa/tucano-docs';

// The specification puts a navbar item that names no position on the right;
// Docusaurus's config validation would put it on the left.
const rightUnlessPlaced = <Item extends object>(items: Item[]) =>
  items.map((item) => ({position: 'right' as const, ...item}));

// CI must never ship a broken link; a writer running `npm start` gets a
// warning instead of a failed build while a page is half written.
const strict = process.env.CI ? 'throw' : 'warn';

// Work done at build time rather than in the reader's browser, in the docs,
// the API reference and the blog alike: Mermaid fences become SVG
// (src/plugins/mermaidToSvg), then every other fence is highlighted
// (src/plugins/highlightCode), and a page that shows some actions of a
// catalogue group imports only those (src/plugins/catalogue/actionImports).
// After Docusaurus's own plugins, bare addresses in prose stay text
// (src/plugins/noLiteralAutolinks): parsing them was a quarter of the parse;
// and a grouped number such as 30 000 never wraps inside (src/plugins/keepNumbersWhole).
const remarkBuildTime = {
  beforeDefaultRemarkPlugins: [mermaidToSvg, remarkHighlightCode, remarkActionImports],
  remarkPlugins: [remarkNoLiteralAutolinks, remarkKeepNumbersWhole],
};

// Options both docs instances share (React Native's pattern), so the two
// areas behave alike: one sidebar file, one version labelled "Next".
const sharedDocsOptions = {
  ...remarkBuildTime,
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator: groupRootDocs,
  editUrl: `${repositoryUrl}/edit/main/`,
  // From git history; CI and the Pages workflow check out full history.
  showLastUpdateTime: true,
  versions: {current: {label: 'Next'}},
} satisfies DocsOptions;

const config: Config = {
  title: 'Documentação Tucano',
  tagline: 'Tucano Automation',
  favicon: 'img/favicon.svg',
  url: 'https://docs.tucano.example',
  baseUrl: '/',
  // Read by the "Was this page helpful?" control (src/theme/DocItem/Footer).
  customFields: {repositoryUrl},
  // Docusaurus's default: pages are emitted as <route>/index.html and every
  // link is written exactly as the route is spelled (no trailing slash,
  // except the area entry pages `/` and `/api/`), as ../shared/routes.txt
  // lists them. The servers answer both spellings without a redirect.
  trailingSlash: undefined,

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      // The specification fixes the storage keys `theme` and `docusaurus.tab.<groupId>`.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  onBrokenLinks: strict,
  onBrokenAnchors: strict,
  onDuplicateRoutes: strict,
  markdown: {
    hooks: {onBrokenMarkdownLinks: strict, onBrokenMarkdownImages: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  clientModules: [
    './src/clientModules/keyboardNavigation.ts',
    './src/clientModules/spaceOnButtonLinks.ts',
    './src/clientModules/progressBarDelay.ts',
    './src/clientModules/idlePrefetch.ts',
    './src/clientModules/drawerFocus.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          ...sharedDocsOptions,
          path: 'docs',
          routeBasePath: '/',
        },
        blog: {
          ...remarkBuildTime,
          blogTitle: 'Tucano blog',
          blogDescription: 'Release notes of Tucano Studio and the Tucano Client, and announcements of new actions.',
          showReadingTime: true,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          blogSidebarCount: 'ALL',
          feedOptions: {type: ['rss', 'atom'], xslt: true, copyright: `© ${new Date().getFullYear()} Tucano`},
        },
        theme: {customCss: ['./src/css/custom.css', './src/plugins/mermaidToSvg/diagram.css']},
        sitemap: {lastmod: null, ignorePatterns: ['/search']},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        ...sharedDocsOptions,
        id: 'api',
        path: 'api',
        routeBasePath: 'api',
      } satisfies DocsOptions,
    ],
    buildCodeCache,
    cataloguePlugin,
    highlightCode,
    postCssOnce,
    trimInfima,
    preloadRouteChunks,
    slimClientBundle,
    storedPreferences,
    strictImports,
    withoutIntl,
    ['@docusaurus/plugin-client-redirects', {redirects}],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: SITE_KEYWORDS}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'client-4-2',
      content:
        'Tucano Client 4.2 is out: Download file v2 waits for the file itself. <a href="/blog/2026/11/10/tucano-client-4-2">Read the release notes</a>',
      isCloseable: true,
      // The theme's colours, which follow the colour mode: its default white bar stayed white in dark mode.
      backgroundColor: 'var(--ifm-color-emphasis-200)',
      textColor: 'var(--ifm-font-color-base)',
    },
    navbar: {
      title: 'Tucano',
      hideOnScroll: true,
      logo: {alt: 'Tucano logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32},
      items: rightUnlessPlaced([
        {to: '/', label: 'Docs', position: 'left', activeBaseRegex: docsAreaRegex('docs')},
        {to: '/api/', label: 'API', position: 'left', activeBasePath: '/api'},
        {type: 'custom-repositoryLink', href: repositoryUrl, label: 'Tucano docs on GitHub'},
      ]),
    },
    footer: {
      style: 'dark',
      logo: {alt: 'Tucano logo', src: 'img/logo-dark.svg', width: 40, height: 40, href: '/'},
      links: [
        {
          title: 'Documentation',
          items: [
            {label: 'Get started', to: '/'},
            {label: 'All actions', to: '/docs/'},
            {label: 'API reference', to: '/api/'},
            {label: 'Troubleshooting', to: '/troubleshooting'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'YouTube', href: 'https://www.youtube.com/@tucano-rpa'},
            {label: 'LinkedIn', href: 'https://www.linkedin.com/company/tucano-rpa'},
            {label: 'Instagram', href: 'https://www.instagram.com/tucano.rpa'},
            {label: 'GitHub', href: repositoryUrl},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'Blog archive', to: '/blog/archive'},
            {label: 'Tucano Studio', href: 'https://studio.tucano.example'},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Tucano Automation. Built with Docusaurus.`,
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
