/**
 * Overrides @theme-original/NavbarItem/ComponentTypes (Docusaurus 3.10.2).
 * Why: the navbar's source-repository link needs an icon and an accessible
 * name, so it is a custom item type, `custom-repositoryLink`.
 * Changed: the map is restated with upstream's types (same components, from
 * @theme) plus ours. This map ships on every page: the types that draw
 * locales, docs versions and single docs are bundled only when the config's
 * navbar uses them (src/plugins/slimClientBundle/navbarItemTypes.ts); the
 * others resolve to nothing, about 2 KB brotli saved.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocsVersionNavbarItem from '@theme/NavbarItem/DocsVersionNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import RepositoryLink from '@site/src/components/RepositoryLink';

export default {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersion: DocsVersionNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
  'custom-repositoryLink': RepositoryLink,
};
