/**
 * @jest-environment node
 */
// Issue 14, items 8 and 10: example CPF, CNPJ and NF-e access keys a reader
// copies from the docs, the API reference or the catalogue pass the checker
// actions' own rules (api/actions/checker.mdx): CPF and CNPJ modulo 11 check
// digits, and the NF-e key's modulo 11 last digit.
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder, root} from './sourceFiles';

const digitsOf = (text: string) => [...text.replace(/\D/g, '')].map(Number);

/** Modulo 11 check digit over weighted digits: remainder below 2 gives 0, else 11 minus it. */
function mod11(digits: number[], weights: number[]): number {
  const remainder = digits.reduce((sum, digit, i) => sum + digit * weights[i], 0) % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

export function isValidCpf(text: string): boolean {
  const d = digitsOf(text);
  if (d.length !== 11 || new Set(d).size === 1) return false;
  return (
    mod11(d.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]) === d[9] &&
    mod11(d.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) === d[10]
  );
}

export function isValidCnpj(text: string): boolean {
  const d = digitsOf(text);
  if (d.length !== 14 || new Set(d).size === 1) return false;
  return (
    mod11(d.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === d[12] &&
    mod11(d.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === d[13]
  );
}

/** The 44-digit access key: weights 2 to 9 from the right over the first 43 digits. */
export function isValidNfeKey(text: string): boolean {
  const d = digitsOf(text);
  if (d.length !== 44) return false;
  const weights = d.slice(0, 43).map((_, i) => 2 + ((42 - i) % 8));
  return mod11(d.slice(0, 43), weights) === d[43];
}

/** Invalid on purpose, each with the reason the page needs it. */
const INVALID_ON_PURPOSE: Record<string, string> = {
  '11222333000100': 'docs/tutorials/add-custom-npm.mdx shows the failure its check-digit code raises',
};

const PATTERNS: [string, RegExp, (text: string) => boolean][] = [
  ['CPF', /(?<![\d.])\d{3}\.\d{3}\.\d{3}-\d{2}(?!\d)/g, isValidCpf],
  ['CNPJ', /(?<![\d.])\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}(?!\d)/g, isValidCnpj],
  ['NF-e key', /(?<!\d)(\d{44}|(\d{4} ){10}\d{4})(?!\d)/g, isValidNfeKey],
];

/** Every example in the files, with the unformatted CNPJs and CPFs of lines that name them. */
function examples(): {kind: string; value: string; where: string; valid: boolean}[] {
  return ['docs', 'api', 'blog', 'src/catalogue'].flatMap(filesUnder).flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => {
        const where = `${file}:${i + 1}`;
        const found = PATTERNS.flatMap(([kind, pattern, check]) =>
          [...line.matchAll(pattern)].map((m) => ({kind, value: m[0], where, valid: check(m[0])})),
        );
        if (/cnpj|cpf/i.test(line)) {
          for (const m of line.matchAll(/(?<![\d./-])(\d{14}|\d{11})(?!\d)/g)) {
            const isCnpj = m[0].length === 14;
            found.push({
              kind: isCnpj ? 'CNPJ' : 'CPF',
              value: m[0],
              where,
              valid: (isCnpj ? isValidCnpj : isValidCpf)(m[0]),
            });
          }
        }
        return found;
      }),
  );
}

describe('the check digit rules', () => {
  it('accept the worked examples of the checker page and reject a changed digit', () => {
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf('123.456.789-08')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidNfeKey('3525 0512 3456 7800 0195 5500 1000 0012 3410 0001 2346')).toBe(true);
    expect(isValidNfeKey('35250512345678000195550010000012341000012345')).toBe(false);
  });
});

it('finds examples, and every CPF, CNPJ and NF-e key among them has valid check digits', () => {
  const all = examples();
  expect(all.filter((e) => e.kind === 'NF-e key').length).toBeGreaterThan(5);
  expect(all.filter((e) => e.valid).length).toBeGreaterThan(40);
  const invalid = all.filter(
    (e) =>
      !e.valid &&
      // A form such as 000.000.000-00 or the repeated-digit rule's 111.111.111-11.
      new Set(e.value.replace(/\D/g, '')).size > 1 &&
      !INVALID_ON_PURPOSE[e.value.replace(/\D/g, '')],
  );
  expect(invalid.map((e) => `${e.where} ${e.kind} ${e.value}`)).toEqual([]);
});
