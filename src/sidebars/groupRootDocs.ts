import type {Options} from '@docusaurus/plugin-content-docs';

type SidebarItemsGeneratorOption = NonNullable<Options['sidebarItemsGenerator']>;

/**
 * Loose pages at the root of a docs area (the how-to guides beside the entry
 * page) are gathered into one "Guides" category, so the sidebar reads
 * entry page, guides, then the folders. The entry page (`index`) stays first.
 */
export const groupRootDocs: SidebarItemsGeneratorOption = async ({defaultSidebarItemsGenerator, ...args}) => {
  const items = await defaultSidebarItemsGenerator(args);
  if (args.item.dirName !== '.') return items;
  const isEntry = (item: (typeof items)[number]) => item.type === 'doc' && item.id === 'index';
  const isLooseGuide = (item: (typeof items)[number]) => item.type === 'doc' && !isEntry(item);
  const guides = items.filter(isLooseGuide);
  if (guides.length === 0) return items;
  return [
    ...items.filter(isEntry),
    {type: 'category', label: 'Guides', collapsed: false, collapsible: true, items: guides},
    ...items.filter((item) => item.type !== 'doc'),
  ];
};
