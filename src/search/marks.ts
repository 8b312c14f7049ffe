/**
 * What the index (scripts/index-search.mjs via indexedPages.ts) and the
 * reader's search (engine.ts) agree on. Kept apart so the reader's chunk does
 * not import the build-time side, which reads the whole catalogue.
 */

/** The kinds of page readers filter by: the `kind` filter of the index. */
export const KINDS = ['Docs', 'API', 'Tutorials', 'Blog'] as const;
export type Kind = (typeof KINDS)[number];

/**
 * Mark where words the index adds to a page (keywords, spelling variants)
 * start and end in its indexed text, so excerpts show only what the page says.
 */
export const KEYWORDS_MARK = 'tucanosearchterms';
export const KEYWORDS_END = 'tucanosearchtermsend';

/**
 * The token an API name is indexed and searched as: `actions.browser.open` and
 * `browser.open` are `apinamebrowseropen`. The index holds it under each API
 * entry's heading, weighted high, and an API-name query searches for it, so it
 * lands on that entry. The prefix keeps it from matching a reader's `browser`
 * (Pagefind matches the words a query word starts).
 */
export const joinedApiName = (name: string): string =>
  `apiname${name
    .trim()
    .replace(/^actions\./i, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase()}`;
