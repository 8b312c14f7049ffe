/**
 * @jest-environment node
 */
// Issue 14, item 4: every page tells the same story about the step log
// (product.md: field values are recorded, Secret values written as ••••••).
// The sentence lives in one component; these tests fail on another mask, on a
// page that says values are not logged, and on a page that stops using it.
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder, root} from './sourceFiles';
import {SECRET_MASK} from '@site/src/catalogue/stepLog';

const files = ['docs', 'api', 'blog', 'src/catalogue', 'src/components'].flatMap(filesUnder);
const text = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Lines of every file that match, as `file: line`. */
function linesMatching(pattern: RegExp): string[] {
  return files.flatMap((file) =>
    text(file)
      .split('\n')
      .filter((line) => pattern.test(line))
      .map((line) => `${file}: ${line.trim()}`),
  );
}

it('shows one mask for secrets everywhere', () => {
  expect(SECRET_MASK).toBe('••••••');
  // Asterisks in a code span or after "as"/"password" are a mask; bullets of another length are too.
  expect(linesMatching(/`\*{3,}`|(as|password) \*{3,}/)).toEqual([]);
  expect(linesMatching(/(^|[^•])(•{1,5}|•{7,})([^•]|$)/)).toEqual([]);
  expect(linesMatching(/••••••/).length).toBeGreaterThan(10);
});

it('has no page that says field or parameter values are not logged', () => {
  expect(
    linesMatching(/\b(values?|parameters?)\b[^.]*\b(are|is) not (logged|written to the log)|never logged/i),
  ).toEqual([]);
});

it('says what the step log records in one shared sentence on the pages that explain it', () => {
  const pages = [
    'docs/how-to-access-robot-execution-history.mdx',
    'docs/troubleshooting.mdx',
    'docs/docs/utils/log.mdx',
    'docs/docs/database/_query.mdx',
    'docs/tutorials/variables.mdx',
  ];
  for (const page of pages) {
    expect(text(page)).toContain("import StepLogNote from '@site/src/components/StepLog';");
    expect(text(page)).toContain('<StepLogNote />');
  }
});
