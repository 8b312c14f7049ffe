/**
 * What an optional navbar item type that the config does not use resolves to
 * (navbarItemTypes.ts): nothing, so the site's NavbarItem (src/theme/NavbarItem)
 * raises the specification's "No navbar item component found" error if one is
 * rendered anyway.
 */
export default undefined;
