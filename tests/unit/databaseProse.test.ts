/**
 * @jest-environment node
 */
// The five database engines are told apart (issue 14, item 9): the same action's
// page on two engines shares at most 20 % of its prose. Prose is what a reader
// reads as text: the page's own Markdown, the summary and the shared partial as
// it renders for that engine. The catalogue's tables (Inputs, Outputs, Errors),
// step panels and code blocks are reference data, the same on every engine by
// design, and are left out. Shared prose is measured with word 8-gram
// shingles: the shingles two pages have in common, as a fraction of the
// smaller page's shingles.
import fs from 'node:fs';
import path from 'node:path';
import database from '@site/src/catalogue/actions/database';
import {DATABASE_ENGINES, engineOf, ENGINE_KEYS} from '@site/src/catalogue/databaseEngines';

const dir = path.join(__dirname, '..', '..', 'docs', 'docs', 'database');
const apiDir = path.join(__dirname, '..', '..', 'api', 'actions', 'apis', 'database');
const LIMIT = 0.2;

/** Evaluates one JavaScript expression of a partial, as MDX would with the page's props. */
function evaluate(expression: string, engine: string): string {
  return String(new Function('engineOf', 'props', `return (${expression});`)(engineOf, {engine}));
}

/** The Markdown a partial renders for an engine: its expressions evaluated, its comments and imports dropped. */
function renderPartial(file: string, engine: string): string {
  const source = strip(fs.readFileSync(path.join(dir, file), 'utf8'));
  const rendered = source
    // The site's one step-log sentence (src/components/StepLog): shared on purpose, on every page that logs.
    .replace(/<StepLogNote \/>/g, '')
    .replace(/<InlineText text=\{(.+?)\} \/>/gs, (_, e) => evaluate(e, engine))
    .replace(/<code>\{(.+?)\}<\/code>/gs, (_, e) => '`' + evaluate(e, engine) + '`')
    .replace(/\{([^{}]*engineOf\(props\.engine\)[^{}]*)\}/g, (_, e) => evaluate(e, engine));
  // Anything left is a construct this renderer does not know: say so rather than measure wrong.
  const unknown = /<[A-Za-z][^>]*>|\{[^}]*props[^}]*\}/.exec(rendered);
  if (unknown) throw new Error(`${file}: cannot render ${unknown[0]} for the measure`);
  return rendered;
}

/** Front matter, imports, exports, comments, code blocks and the catalogue's tables and step panels removed. */
function strip(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/^```[\s\S]*?^```$/gm, '')
    .replace(/<(Inputs|Outputs|Errors) action=\{action\} \/>/g, '')
    .replace(/<StepPanel[\s\S]*?\/>/g, '');
}

/** The prose of an engine's page for an action, partial included. */
function prose(engine: string, action: string): string {
  const source = fs.readFileSync(path.join(dir, engine, `${action}.mdx`), 'utf8');
  const partials = Object.fromEntries(
    [...source.matchAll(/^import (\w+) from '\.\.\/(_\w+\.mdx)';$/gm)].map((m) => [m[1], m[2]]),
  );
  return strip(source)
    .replace('<ActionSummary action={action} />', database[`${engine}/${action}`].summary)
    .replace(/<(\w+) engine="(\w+)" \/>/g, (_, name: string, key: string) => renderPartial(partials[name], key));
}

/** The prose of an engine's API page: its own Markdown, with the facts it shows from DATABASE_ENGINES. */
function apiProse(page: string): string {
  const engine = DATABASE_ENGINES.find((e) => e.key.toLowerCase() === page.toLowerCase());
  const value = (expression: string) => String(new Function('engine', `return (${expression});`)(engine));
  return strip(fs.readFileSync(path.join(apiDir, `${page}.mdx`), 'utf8'))
    .replace(/<(ApiAction|ApiModuleIndex) [^>]*\/>/g, '')
    .replace(/<InlineText text=\{(.+?)\} \/>/g, (_, e) => value(e))
    .replace(/<code>\{(.+?)\}<\/code>/g, (_, e) => '`' + value(e) + '`')
    .replace(/\{(engine\.\w+)\}/g, (_, e) => value(e));
}

function shingles(text: string, size = 8): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/\]\([^)]*\)/g, ']') // a link's target is not prose
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ');
  const result = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) result.add(words.slice(i, i + size).join(' '));
  return result;
}

/** The fraction of the smaller page's shingles that the other page has too. */
function sharedProse(a: string, b: string): number {
  const [small, large] = [shingles(a), shingles(b)].sort((x, y) => x.size - y.size);
  let shared = 0;
  for (const shingle of small) if (large.has(shingle)) shared++;
  return shared / small.size;
}

const actions = ['connection', 'query', 'getRows', 'getColumn', 'closeConnection', 'transactions'];
const pairs = actions.flatMap((action) => {
  const engines = ENGINE_KEYS.filter((engine) => fs.existsSync(path.join(dir, engine, `${action}.mdx`)));
  return engines.flatMap((a, i) => engines.slice(i + 1).map((b) => [action, a, b]));
});

describe('shared prose of database engine pages', () => {
  it('measures every pair of engines that has the same action page', () => {
    // 10 pairs for each of the five actions every engine has, 6 for Transaction (no Firebird).
    expect(pairs).toHaveLength(56);
    // Each page yields its prose, not an empty or truncated text.
    for (const [action, a, b] of pairs) {
      expect(prose(a, action).split(/\s+/).length).toBeGreaterThan(400);
      expect(prose(b, action).split(/\s+/).length).toBeGreaterThan(400);
    }
  });

  it('counts a copied paragraph as shared and different prose as not', () => {
    const paragraph = 'Close the session right after the last database step, so the server can free the connection.';
    expect(
      sharedProse(`${paragraph} Firebird keeps nothing pending.`, `${paragraph} MySQL frees its locks.`),
    ).toBeGreaterThan(0.5);
    expect(sharedProse(prose('mysql', 'query'), prose('mysql', 'query'))).toBe(1);
    expect(sharedProse('one two three four five six seven eight', 'eight seven six five four three two one')).toBe(0);
  });

  // Measured once, so each case names its figure: `npx jest databaseProse --verbose` is the report.
  const measured = pairs.map(([action, a, b]) => {
    const shared = sharedProse(prose(a, action), prose(b, action));
    return [action, a, b, (shared * 100).toFixed(1), shared] as const;
  });

  const apiPages = ['firebird', 'mysql', 'oracle', 'postgreSQL', 'sqlServer'];
  const apiMeasured = apiPages.flatMap((a, i) =>
    apiPages.slice(i + 1).map((b) => {
      const shared = sharedProse(apiProse(a), apiProse(b));
      return ['API', a, b, (shared * 100).toFixed(1), shared] as const;
    }),
  );

  it('measures every pair of API module pages, each with its prose', () => {
    expect(apiMeasured).toHaveLength(10);
    for (const page of apiPages) expect(apiProse(page).split(/\s+/).length).toBeGreaterThan(600);
  });

  it.each([...measured, ...apiMeasured])(
    '%s: %s and %s share %s %% of their prose (at most 20 %%)',
    (...[, , , , shared]) => {
      expect(shared).toBeLessThanOrEqual(LIMIT);
    },
  );
});
