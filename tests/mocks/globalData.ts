// Stand-in for @docusaurus/useGlobalData: the catalogue plugin's global data,
// with the unwritten docs routes a test puts in `unwrittenDocsRoutes`.
export const unwrittenDocsRoutes: string[] = [];

export function usePluginData(name: string) {
  if (name !== 'tucano-catalogue') throw new Error(`No global data mocked for ${name}`);
  return {unwrittenDocsRoutes};
}
