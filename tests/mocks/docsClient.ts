// Stand-in for @docusaurus/plugin-content-docs/client: the docs written so far
// are whatever a test puts in `writtenDocPaths`.
export const writtenDocPaths: string[] = [];

export function useAllDocsData() {
  return {default: {versions: [{docs: writtenDocPaths.map((path) => ({id: path, path}))}]}};
}
