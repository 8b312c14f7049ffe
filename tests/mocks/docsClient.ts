// Stand-in for @docusaurus/plugin-content-docs/client: the docs written so far
// are whatever a test puts in `writtenDocPaths`.
export const writtenDocPaths: string[] = [];

export function useAllDocsData() {
  return {default: {versions: [{docs: writtenDocPaths.map((path) => ({id: path, path}))}]}};
}

/** The docs plugin of the current page: a test sets `activePlugin.id`. */
export const activePlugin: {id: string | undefined} = {id: undefined};

export function useActivePlugin() {
  return activePlugin.id ? {pluginId: activePlugin.id} : undefined;
}
