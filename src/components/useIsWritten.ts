/**
 * Whether an action's docs page is written: catalogue listings link an action
 * only once its page exists, instead of linking a broken page. The catalogue
 * plugin names, in its global data, the docs routes of actions whose page is
 * not written yet (usually none), so no page carries the list of every doc.
 * Without that data (the plugin left out of the config), `failfast` raises
 * Docusaurus's error naming the plugin instead of an unreadable TypeError.
 */
import {usePluginData} from '@docusaurus/useGlobalData';
import {PLUGIN_NAME, type CatalogueGlobalData} from '@site/src/plugins/catalogue/actionData';

export function useIsWritten(): (docsRoute: string) => boolean {
  const {unwrittenDocsRoutes} = usePluginData(PLUGIN_NAME, undefined, {failfast: true}) as CatalogueGlobalData;
  return (docsRoute) => !unwrittenDocsRoutes.includes(docsRoute);
}
