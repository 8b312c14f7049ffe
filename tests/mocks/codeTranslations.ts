// A site with one locale and no translation files: every text is its default.
export default {};
