// Unit tests: components with Testing Library in jsdom, and the catalogue's
// data and rules in Node. Docusaurus aliases (@site, @theme, @docusaurus) are
// mapped to the project or to small stand-ins in tests/mocks.
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}}},
    ],
    // Docusaurus ships JSX in .js files.
    '^.+\\.m?jsx?$': [
      '@swc/jest',
      {jsc: {parser: {syntax: 'ecmascript', jsx: true}, transform: {react: {runtime: 'automatic'}}}},
    ],
  },
  // Upstream Docusaurus components under test are ESM: let SWC compile them.
  transformIgnorePatterns: ['/node_modules/(?!(@docusaurus|react-loadable|beautiful-mermaid)/)'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '^@site/(.*)$': '<rootDir>/$1',
    // As in the browser: no rows bundled; a client-side visit loads them (src/plugins/catalogue).
    '^@tucano/server-action-rows$': '<rootDir>/src/plugins/catalogue/noRows.json',
    '^@generated/tucano-catalogue/default/action-rows\\.json$': '<rootDir>/tests/mocks/actionRows.ts',
    '^@generated/tucano-catalogue/default/own-timeouts\\.json$': '<rootDir>/tests/mocks/ownTimeouts.ts',
    '^@docusaurus/Link$': '<rootDir>/tests/mocks/Link.tsx',
    '^@docusaurus/router$': 'react-router-dom',
    '^@docusaurus/plugin-content-docs/client$': '<rootDir>/tests/mocks/docsClient.ts',
    '^@docusaurus/useGlobalData$': '<rootDir>/tests/mocks/globalData.ts',
    '^@theme/Admonition$': '<rootDir>/tests/mocks/Admonition.tsx',
    '^@theme/CodeBlock$': '<rootDir>/tests/mocks/CodeBlock.tsx',
    '^@theme/CodeBlock/Container$': '<rootDir>/tests/mocks/CodeBlockContainer.tsx',
    '^@theme/Icon/(Copy|Success)$': '<rootDir>/node_modules/@docusaurus/theme-classic/lib/theme/Icon/$1/index.js',
    '^@theme/CodeBlock/Content/Element$': '<rootDir>/tests/mocks/CodeBlockElement.tsx',
    '^@docusaurus/useIsBrowser$': '<rootDir>/tests/mocks/useIsBrowser.ts',
    '^@theme/Tabs$': '<rootDir>/tests/mocks/Tabs.tsx',
    '^@theme/TabItem$': '<rootDir>/tests/mocks/TabItem.ts',
    // The real upstream components whose behaviour the specification fixes.
    '^@theme/Loading$': '<rootDir>/node_modules/@docusaurus/core/lib/client/theme-fallback/Loading/index.js',
    '^@theme-original/ErrorPageContent$':
      '<rootDir>/node_modules/@docusaurus/theme-classic/lib/theme/ErrorPageContent.js',
    '^@theme-original/NavbarItem$': '<rootDir>/node_modules/@docusaurus/theme-classic/lib/theme/NavbarItem/index.js',
    '^@theme-original/TOCCollapsible/CollapseButton$':
      '<rootDir>/node_modules/@docusaurus/theme-classic/lib/theme/TOCCollapsible/CollapseButton/index.js',
    '^@theme/Footer/Links(/Simple|/MultiColumn)?$':
      '<rootDir>/node_modules/@docusaurus/theme-classic/lib/theme/Footer/Links$1/index.js',
    '^@theme/Footer/LinkItem$': '<rootDir>/src/theme/Footer/LinkItem/index.tsx',
    '^@docusaurus/(ErrorBoundary|ExecutionEnvironment|Translate|Interpolate)$':
      '<rootDir>/node_modules/@docusaurus/core/lib/client/exports/$1.js',
    '^@docusaurus/theme-common$': '<rootDir>/tests/mocks/themeCommon.ts',
    '^@generated/codeTranslations$': '<rootDir>/tests/mocks/codeTranslations.ts',
    '^@docusaurus/Head$': '<rootDir>/tests/mocks/Head.tsx',
    '^@theme/Heading$': '<rootDir>/tests/mocks/Heading.tsx',
    '^@theme/NavbarItem/ComponentTypes$': '<rootDir>/src/theme/NavbarItem/ComponentTypes.tsx',
    '^@theme/NavbarItem/(Default|Dropdown|LocaleDropdown|Search|Html|Doc|DocSidebar|DocsVersion|DocsVersionDropdown)NavbarItem$':
      '<rootDir>/tests/mocks/NavbarItemType.tsx',
    '^@theme/Error$': '<rootDir>/tests/mocks/Heading.tsx',
    '^@theme-original/(.*)$': '<rootDir>/tests/mocks/themeOriginal/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  // Above setup.ts's 10 s wait for a state, so a state that never comes fails on its own message.
  testTimeout: 30_000,
};
