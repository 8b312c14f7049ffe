/**
 * Wraps @theme-original/NavbarItem/ComponentTypes (Docusaurus 3.10.2).
 * Why: the navbar's source-repository link needs an icon and an accessible
 * name, so it is a custom item type, `custom-repositoryLink`.
 * Changed: one entry added to the type map. Unknown types still reach
 * Docusaurus's own "No navbar item component found for type" error.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import RepositoryLink from '@site/src/components/RepositoryLink';

export default {
  ...ComponentTypes,
  'custom-repositoryLink': RepositoryLink,
};
