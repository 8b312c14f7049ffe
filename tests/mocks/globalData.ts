// Stand-in for @docusaurus/useGlobalData: the catalogue plugin's global data,
// with the unwritten docs routes a test puts in `unwrittenDocsRoutes`.
import type {Group} from '@site/src/catalogue/define';

export const unwrittenDocsRoutes: string[] = [];

/** Marks every docs page of `group` unwritten but `written`: `writtenOnly(browser, '/docs/browser/open')`. */
export function writtenOnly(group: Group, ...written: string[]) {
  const unwritten = Object.values(group).flatMap((action) =>
    action.docsRoute && !written.includes(action.docsRoute) ? [action.docsRoute] : [],
  );
  unwrittenDocsRoutes.splice(0, unwrittenDocsRoutes.length, ...unwritten);
}

export function usePluginData(name: string) {
  if (name !== 'tucano-catalogue') throw new Error(`No global data mocked for ${name}`);
  return {unwrittenDocsRoutes};
}
