/**
 * Where the catalogue plugin writes one action's data as JSON (contentLoaded),
 * for pages that show only that action (actionImports.ts): a file per group
 * and key, `download/v1_0_0` spelled `download~v1_0_0`.
 */
export const PLUGIN_NAME = 'tucano-catalogue';

export const actionDataName = (group: string, key: string) => `action-${group}-${key.replace(/\//g, '~')}.json`;

export const actionDataFile = (group: string, key: string) =>
  `@generated/${PLUGIN_NAME}/default/${actionDataName(group, key)}`;
