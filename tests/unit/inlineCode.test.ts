/**
 * @jest-environment node
 */
// Catalogue text is rendered by InlineText, which knows single-backtick code
// spans only: a double-backtick span (`` `name` ``) or an unpaired backtick
// comes out garbled on the page, so neither may appear in any catalogue string.
import {allActions} from '@site/src/catalogue';

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

const texts = allActions.flatMap((action) => strings(action, action.id));

it('finds the catalogue text', () => {
  expect(texts.length).toBeGreaterThan(1000);
});

it.each(texts.filter(([, text]) => text.includes('`')))('%s has well-formed code spans', (_, text) => {
  expect(text).not.toContain('``');
  expect(text.split('`').length % 2).toBe(1);
});
