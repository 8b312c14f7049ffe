/**
 * Search keywords: for each action id, the words readers type when they look
 * for it (the task in their own words, synonyms, the Portuguese words Brazilian
 * readers use, common misspellings). Only the search index reads them, at build
 * time (scripts/index-search.mjs): they never ship in a page bundle, which is why they
 * live beside the group files rather than in them.
 */
export type Keywords = Readonly<Record<string, readonly string[]>>;
