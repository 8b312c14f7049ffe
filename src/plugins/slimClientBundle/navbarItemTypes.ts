/**
 * The navbar item types that draw docs versions, locales and single docs.
 * The specification lists them all, so src/theme/NavbarItem/ComponentTypes.tsx
 * maps every one; a one-language, one-version site rarely configures them,
 * and the map ships on every page. So the bundle keeps only the types the
 * config's navbar uses: slimClientBundle aliases each other one to
 * unusedNavbarItem.ts, and a writer who adds such an item to the config gets
 * its component with nothing else to change.
 */

/** Optional item type → the module that draws it. */
export const OPTIONAL_ITEM_TYPES = {
  localeDropdown: '@theme/NavbarItem/LocaleDropdownNavbarItem',
  doc: '@theme/NavbarItem/DocNavbarItem',
  docSidebar: '@theme/NavbarItem/DocSidebarNavbarItem',
  docsVersion: '@theme/NavbarItem/DocsVersionNavbarItem',
  docsVersionDropdown: '@theme/NavbarItem/DocsVersionDropdownNavbarItem',
} as const;

type ConfigItem = {type?: string; items?: ConfigItem[]; docId?: string};

/** Every item of the navbar, dropdown entries included. */
function allItems(items: ConfigItem[] = []): ConfigItem[] {
  return items.flatMap((item) => [item, ...allItems(item.items)]);
}

/** The modules of the optional types that no navbar item uses. */
export function unusedItemModules(navbarItems: ConfigItem[] | undefined): string[] {
  const used = new Set(allItems(navbarItems).map((item) => item.type));
  return Object.entries(OPTIONAL_ITEM_TYPES)
    .filter(([type]) => !used.has(type))
    .map(([, module]) => module);
}

/** The ids of the docs that `doc` items link to: the global data must keep them. */
export function docIdsNamed(navbarItems: ConfigItem[] | undefined): string[] {
  return allItems(navbarItems)
    .filter((item) => item.type === 'doc' && item.docId)
    .map((item) => item.docId!);
}
