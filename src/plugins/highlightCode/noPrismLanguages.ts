/**
 * Stands in for theme-classic's client module that registers Prism's extra
 * languages on every page (highlightCode/index.ts aliases it here): code is
 * highlighted at build time, so nothing is left for it to do. A file of the
 * project rather than `false`, so its module id, hashed from its path relative
 * to the site, is the same wherever the site is checked out, and so are the
 * bundles' bytes that the budgets measure.
 */
export {};
