/**
 * The keywords meta tag of every page (docusaurus.config.ts). A page with
 * `keywords` in its front matter gets its own tag instead, and the search
 * index reads those as the page's search keywords (src/search/indexedPages.ts):
 * this is how the index tells the two apart.
 */
export const SITE_KEYWORDS = 'Tucano, RPA, robotic process automation, robots, documentation';
