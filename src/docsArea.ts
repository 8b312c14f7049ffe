/**
 * The navbar's "Docs" item is the current page on the main docs' pages and on
 * no other: not on the API reference, the blog or search, and not on the
 * not-found page that an unknown path such as /no-such-page gets (a pattern
 * of "not /api, /blog or /search" claimed those too). An unknown path inside
 * a docs folder, such as /docs/no-such-action, keeps "Docs": the reader is in
 * that area. The pattern is made from the docs folder's top-level entries, so
 * a new root page or folder is covered without editing it.
 */
import fs from 'node:fs';

/** The route pattern of the docs instance at `/` whose pages live in `docsDir`. */
export function docsAreaRegex(docsDir: string): string {
  const segments = fs
    .readdirSync(docsDir)
    // Partials and category files (`_name`) are no pages; index.mdx is `/` itself.
    .filter((name) => !name.startsWith('_') && !name.startsWith('.'))
    .map((name) => name.replace(/\.mdx?$/, ''))
    .filter((name) => name !== 'index')
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .sort();
  return `^/(?:$|(?:${segments.join('|')})(?:/|$))`;
}
