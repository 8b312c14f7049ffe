/**
 * @jest-environment node
 */
// A reader looks up the error codes a page quotes, in Troubleshooting, on the
// action pages and in the search box, so every code a page writes must be one
// the catalogue defines. Caught here: a word with a catalogue code's prefix
// that is no code (`BROWSER_ELEMENT_MISSING`), and a code shortened to its
// tail (a diagram once read `PARAMETER_MISSING` for
// `ROBOT_SUBROUTINE_PARAMETER_MISSING`). SQL names, other products' codes
// (`ERR_NAME_NOT_RESOLVED`) and codes an example robot raises have no such
// prefix or tail, and pass.
import fs from 'node:fs';
import path from 'node:path';
import {allActions} from '@site/src/catalogue';
import {filesUnder, root} from './sourceFiles';

const codes = new Set(allActions.flatMap((action) => action.errors.map((error) => error.code)));
const prefixes = new Set([...codes].map((code) => code.split('_')[0]));
const UPPER_SNAKE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

/** Why `word` cannot be a code a reader finds, or null when it is one or is not meant as one. */
function notACode(word: string): string | null {
  if (codes.has(word)) return null;
  if (prefixes.has(word.split('_')[0])) return 'has a code prefix but is no code';
  const whole = [...codes].filter((code) => code.endsWith(`_${word}`));
  return whole.length ? `is the tail of ${whole.join(', ')}` : null;
}

const pages = ['docs', 'api', 'blog'].flatMap((dir) => filesUnder(dir)).filter((file) => /\.mdx?$/.test(file));

it('finds the pages and a prefix for every group of codes', () => {
  expect(pages.length).toBeGreaterThan(250);
  expect([...prefixes]).toEqual(expect.arrayContaining(['BROWSER', 'DB', 'FILE', 'ROBOT']));
});

it('tells a code from a misspelled or shortened one', () => {
  expect(notACode('BROWSER_ELEMENT_NOT_FOUND')).toBeNull();
  expect(notACode('BROWSER_ELEMENT_MISSING')).toBe('has a code prefix but is no code');
  expect(notACode('PARAMETER_MISSING')).toMatch(/^is the tail of .*ROBOT_SUBROUTINE_PARAMETER_MISSING/);
  expect(notACode('ERR_NAME_NOT_RESOLVED')).toBeNull();
  expect(notACode('VALOR_TOTAL')).toBeNull();
});

it('quotes only error codes the catalogue defines, in prose, examples and diagrams', () => {
  const wrong = pages.flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        [...line.matchAll(UPPER_SNAKE)].flatMap(([word]) => {
          const why = notACode(word);
          return why ? [`${file}:${i + 1}: ${word} ${why}`] : [];
        }),
      ),
  );
  expect(wrong).toEqual([]);
});
