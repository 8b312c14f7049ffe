/**
 * @jest-environment node
 */
// SQL examples bind values through Parameters, as the pages' security note
// says: no example builds SQL text from variables or string concatenation,
// where a quote in a value breaks the statement or changes what it does.
import fs from 'node:fs';
import path from 'node:path';
import database from '@site/src/catalogue/actions/database';

const root = path.join(__dirname, '..', '..');

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** SQL in a page: ```sql fences, and `sql:` values of step panels and custom code, whatever their quotes. */
function sqlOf(source: string): string[] {
  const fences = [...source.matchAll(/^```sql[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
  const fields = [...source.matchAll(/\bsql: *(['"`])([\s\S]*?)\1(.{0,4})/g)].map((m) => m[2] + m[1] + m[3]);
  return [...fences, ...fields];
}

const pages = [
  ...mdxFiles(path.join(root, 'docs', 'docs', 'database')),
  ...mdxFiles(path.join(root, 'api', 'actions', 'apis', 'database')),
  ...mdxFiles(path.join(root, 'blog')),
];
const examples = pages.flatMap((file) =>
  sqlOf(fs.readFileSync(file, 'utf8')).map((sql) => [path.relative(root, file), sql]),
);
const catalogueSql = Object.values(database).flatMap((action) =>
  action.inputs.filter((input) => input.key === 'sql').map((input) => [action.id, String(input.example)]),
);

const unsafe = (sql: string) => /\{\{|\$\{|['"`] *\+|\+ *['"`]/.test(sql);

it('finds the SQL examples, and would catch a value spliced into one', () => {
  expect(examples.length).toBeGreaterThan(20);
  expect(sqlOf("sql: 'SELECT * FROM pedidos WHERE id = ' + order.id,").some(unsafe)).toBe(true);
  expect(sqlOf('sql: `SELECT * FROM pedidos WHERE id = ${order.id}`').some(unsafe)).toBe(true);
  expect(sqlOf("sql: 'SELECT * FROM pedidos WHERE id = {{order.id}}'").some(unsafe)).toBe(true);
  expect(sqlOf("sql: 'SELECT * FROM pedidos WHERE id = ?',").some(unsafe)).toBe(false);
  expect(catalogueSql).toHaveLength(5);
});

it.each([...examples, ...catalogueSql])('%s binds its values as parameters: %s', (_, sql) => {
  // A variable pasted into the SQL text, a template literal splicing a value in, or string concatenation.
  expect(unsafe(sql)).toBe(false);
});
