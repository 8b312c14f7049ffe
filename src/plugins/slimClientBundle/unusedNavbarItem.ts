/**
 * What an optional navbar item type that the config does not use resolves to
 * (navbarItemTypes.ts): nothing, so upstream's NavbarItem raises its own
 * "No NavbarItem component found" error if one is rendered anyway.
 */
export default undefined;
