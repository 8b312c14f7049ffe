/**
 * Which pieces of the index a query needs, so that its results never depend
 * on what the reader searched before in the same page.
 *
 * Pagefind splits its word index into pieces by alphabetical range and, for
 * each word of a query, fetches the one piece whose range holds that word as
 * typed. It then looks up the word's stem, and every word that starts with the
 * stem, in all the pieces loaded so far. So "navigation" (stem "navig") found
 * "navigate" only if an earlier search had loaded the piece before its own: in
 * a search audit, 68 of 380 queries listed other pages when run in the reverse
 * order. Loading every piece that can hold those words, before searching,
 * makes the results the query's own.
 *
 * The stem is Snowball's English stemmer (Porter2), which Pagefind's own
 * stemmer implements. The pieces' ranges are read from Pagefind's metadata at
 * build time: scripts/index-search.mjs writes pagefind/pieces.json.
 */
import {stem} from 'porter2';

/**
 * An index piece's alphabetical range, its first and last word, and the word
 * that loads it when it is not the first: a word the query normalization below
 * would change ("no—f") cannot name its piece.
 */
export type PieceRange = readonly [from: string, to: string, key?: string];

/**
 * Pagefind's own normalization of a query (pagefind.js): lower case, and
 * punctuation dropped, except `_`, which stays inside a word.
 */
export function pagefindTerms(query: string): string[] {
  const kept = [...query]
    .filter((char) => !/^\p{Pd}|\p{Pe}|\p{Pf}|\p{Pi}|\p{Po}|\p{Ps}$/u.test(char))
    .join('')
    .toLocaleLowerCase();
  return kept.split(/\s+/).filter(Boolean);
}

/** The pieces' ranges, from Pagefind's metadata (its `[from, to, file]` list), as pieces.json holds them. */
export function pieceRangesOf(chunks: ReadonlyArray<readonly [string, string, string]>): PieceRange[] {
  return chunks.map(([from, to, file]) => {
    const key = [from, to].find((word) => pagefindTerms(word).join(' ') === word);
    if (key === undefined)
      throw new Error(`Index piece ${file} (${from} to ${to}): no word of it survives a query's normalization`);
    return key === from ? [from, to] : [from, to, key];
  });
}

/**
 * The shortest stem whose pieces are all loaded. A stem of one or two letters
 * starts words in many pieces ("co": 9 of 242, 36 KB against 6 KB for its own),
 * and is mostly a reader's second keystroke: it gets only the piece Pagefind
 * loads itself, so its results can still grow with earlier searches.
 */
export const SHORTEST_STEM = 3;

/**
 * The pieces a search for `query` reads, each named by its key (a search for
 * that word loads exactly that piece): for every word of the query, the pieces
 * holding a word that starts with its stem.
 *
 * Left out on purpose: when no indexed word starts with the stem, Pagefind
 * matches the longest loaded word that starts it ("loopx" finds "loop"). That
 * word can sit in any earlier piece, and loading those for every word would
 * cost a piece or two per word for what is almost always a misspelling, which
 * the engine corrects before searching (engine.ts).
 */
export function piecesFor(query: string, pieces: readonly PieceRange[]): string[] {
  const keys = new Set<string>();
  for (const word of pagefindTerms(query)) {
    const stemmed = stem(word);
    if (stemmed.length < SHORTEST_STEM) continue;
    for (const [from, to, key] of pieces) {
      // The range overlaps the words that start with the stem.
      if (to >= stemmed && (from < stemmed || from.startsWith(stemmed))) keys.add(key ?? from);
    }
  }
  return [...keys];
}
