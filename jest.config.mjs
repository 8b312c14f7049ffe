// Unit tests: components with Testing Library in jsdom, and the catalogue's
// data and rules in Node. Docusaurus aliases (@site, @theme, @docusaurus) are
// mapped to the project or to small stand-ins in tests/mocks.
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {jsc: {transform: {react: {runtime: 'automatic'}}}}],
  },
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/Link$': '<rootDir>/tests/mocks/Link.tsx',
    '^@docusaurus/plugin-content-docs/client$': '<rootDir>/tests/mocks/docsClient.ts',
    '^@theme/Admonition$': '<rootDir>/tests/mocks/Admonition.tsx',
    '^@theme/CodeBlock$': '<rootDir>/tests/mocks/CodeBlock.tsx',
    '^@theme-original/(.*)$': '<rootDir>/tests/mocks/themeOriginal/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
};
