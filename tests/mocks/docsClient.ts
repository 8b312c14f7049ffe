// Stand-in for @docusaurus/plugin-content-docs/client.
/** The docs plugin of the current page: a test sets `activePlugin.id`. */
export const activePlugin: {id: string | undefined} = {id: undefined};

export function useActivePlugin() {
  return activePlugin.id ? {pluginId: activePlugin.id} : undefined;
}
