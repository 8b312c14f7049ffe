/**
 * Overrides @theme-original/NavbarItem/ComponentTypes (Docusaurus 3.10.2).
 * Why: the navbar's source-repository link needs an icon and an accessible
 * name, so it is a custom item type, `custom-repositoryLink`; and this map
 * ships on every page, so it names only the item types a one-language,
 * one-version site can use. Upstream's map also imports the locale dropdown
 * and the four docs item types (doc, docSidebar, docsVersion,
 * docsVersionDropdown), about 2 KB brotli that no page here renders.
 * Changed: the map is restated with upstream's generic types (same
 * components, from @theme) plus ours. Using a dropped type in the config
 * fails the build with Docusaurus's own "No NavbarItem component found for
 * type" error: import its @theme/NavbarItem component here to use it.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import RepositoryLink from '@site/src/components/RepositoryLink';

export default {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  'custom-repositoryLink': RepositoryLink,
};
