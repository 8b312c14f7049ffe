// Stand-in for Docusaurus's map of navbar item types.
const DefaultNavbarItem = () => null;
export default {default: DefaultNavbarItem, dropdown: DefaultNavbarItem};
