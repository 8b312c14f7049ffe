import {pagefindTerms, pieceRangesOf, piecesFor, type PieceRange} from '../../src/search/indexPieces';

// Pieces cut as Pagefind cuts them: by alphabetical range, wherever the size limit falls.
const PIECES: PieceRange[] = [
  ['a', 'navigat'],
  ['navigata', 'navy'],
  ['nb', 'variable'],
  ['variable0', 'variablez'],
  ['variabo', 'z'],
];

describe('piecesFor', () => {
  it("loads the piece holding the stem when the word as typed sits in the next one (navigation's stem is navig)", () => {
    // Pagefind alone loads only ['navigata', 'navy'], the piece holding "navigation", so
    // "navigate" in the piece before was matched only if an earlier search had loaded it.
    expect(piecesFor('navigation', PIECES)).toEqual(['a', 'navigata']);
  });

  it('loads every piece holding a word that extends the stem', () => {
    // "variables" stems to "variabl": variable, variable0… and variablez span three pieces.
    expect(piecesFor('variables', PIECES)).toEqual(['nb', 'variable0']);
    expect(piecesFor('variabl', [...PIECES, ['variablezz', 'variablz']])).toEqual(['nb', 'variable0', 'variablezz']);
  });

  it("loads each word's pieces once, for every word of the query, phrases included", () => {
    expect(piecesFor('"navigate variable"', PIECES)).toEqual(['a', 'navigata', 'nb', 'variable0']);
    expect(piecesFor('navigation navigate', PIECES)).toEqual(['a', 'navigata']);
  });

  it('leaves a stem of one or two letters to Pagefind, which loads only its own piece', () => {
    expect(piecesFor('co', PIECES)).toEqual([]);
    expect(piecesFor('ui navigation', PIECES)).toEqual(['a', 'navigata']);
  });

  it('names a piece by its key when its first word would not survive a query', () => {
    expect(
      piecesFor('number', [
        ['a', 'no'],
        ['no—f', 'number', 'number'],
        ['numbera', 'z'],
      ]),
    ).toEqual(['number', 'numbera']);
  });
});

describe('pagefindTerms', () => {
  it('lower-cases and drops punctuation as pagefind.js does, keeping underscores', () => {
    expect(pagefindTerms('  NF-e  Browser.Open "x"  BROWSER_ELEMENT_NOT_FOUND ')).toEqual([
      'nfe',
      'browseropen',
      'x',
      'browser_element_not_found',
    ]);
  });
});

describe('pieceRangesOf', () => {
  it("keeps each piece's range, with a key only where its first word would not survive a query", () => {
    expect(
      pieceRangesOf([
        ['a', 'no', 'en_1'],
        ['no—f', 'number', 'en_2'],
      ]),
    ).toEqual([
      ['a', 'no'],
      ['no—f', 'number', 'number'],
    ]);
  });

  it('fails the build, naming the piece, when no word of it can name it', () => {
    expect(() => pieceRangesOf([['a—b', 'c—d', 'en_3']])).toThrow(/en_3 \(a—b to c—d\)/);
  });
});
