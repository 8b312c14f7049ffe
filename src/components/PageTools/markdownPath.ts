/**
 * Where a page's Markdown copy is served (scripts/markdown-copies.mjs writes
 * it there): the route plus `.md`, and `index.md` inside an entry page's folder.
 */
export function markdownPath(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}
