/**
 * @jest-environment node
 */
// The writer's flow for a new action, run on a copy of the project in a
// temporary folder: `npm run new-action -- <new id>` leaves a project that
// type-checks and passes the catalogue tests, while the content lint refuses
// exactly the parts left to write. (The full build of such a copy is checked
// by hand: it takes minutes.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawn} from 'node:child_process';

jest.setTimeout(300_000);

const project = path.join(__dirname, '..', '..');
// What the type check, the content lint and the unit tests read (node_modules is linked).
const copied = [
  'package.json',
  'tsconfig.json',
  'jest.config.mjs',
  '.prettierrc.json',
  'docusaurus.config.ts',
  'sidebars.ts',
  'playwright.config.ts',
  'src',
  'tests',
  'docs',
  'api',
  'blog',
  'scripts',
  'deploy',
];
const id = 'browser.wait-for-text';
const newFiles = [
  'docs/docs/browser/wait-for-text.mdx',
  'src/catalogue/actions/browser.ts',
  'src/catalogue/keywords/browser.ts',
  'api/actions/browser.mdx',
];

let copy: string;

/** Runs a command in the copy; resolves with its exit status and output. */
function run(command: string, args: string[]): Promise<{status: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: copy, env: {...process.env, CI: 'true'}});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({status, output}));
  });
}

const node = (script: string, ...args: string[]) => run(process.execPath, [path.join(copy, script), ...args]);

let written: {status: number | null; output: string};
let typecheck: Promise<{status: number | null; output: string}>;
let unitTests: Promise<{status: number | null; output: string}>;

beforeAll(async () => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'new-action-'));
  for (const entry of copied) {
    fs.cpSync(path.join(project, entry), path.join(copy, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(project, 'node_modules'), path.join(copy, 'node_modules'));
  written = await node('scripts/new-action.mjs', id);
  // The two slow checks run side by side.
  typecheck = node('node_modules/typescript/bin/tsc');
  unitTests = node(
    'node_modules/jest/bin/jest.js',
    'tests/unit/catalogue.test.ts',
    'tests/unit/pages.test.ts',
    'tests/unit/keywords.test.ts',
  );
});

afterAll(async () => {
  await Promise.allSettled([typecheck, unitTests]);
  fs.rmSync(copy, {recursive: true, force: true});
});

describe(`npm run new-action -- ${id} (an id the catalogue does not have)`, () => {
  it('writes the catalogue entry, its keywords, its API entry and its docs page', () => {
    expect(written.status).toBe(0);
    for (const file of newFiles) expect(written.output).toContain(`Wrote ${file}`);
    expect(fs.readFileSync(path.join(copy, 'api/actions/browser.mdx'), 'utf8')).toContain(
      `### ${id}\n\n<ApiAction action={browser['wait-for-text']} />`,
    );
  });

  it('leaves a project that type-checks', async () => {
    const {status, output} = await typecheck;
    expect({status, output}).toEqual({status: 0, output: ''});
  });

  it('leaves a project whose catalogue, page and keyword tests pass', async () => {
    const {status, output} = await unitTests;
    expect(output).toMatch(/Tests: +\d+ passed/);
    expect(status).toBe(0);
  });

  it('fails the content lint on the new parts only, each at file:line:column with what to write', async () => {
    const {status, output} = await node('scripts/lint-content.mjs');
    expect(status).toBe(1);
    const problems = output.split('\n').filter((line) => /^\S+:\d+:\d+: /.test(line));
    const files = new Set(problems.map((line) => line.split(':')[0]));
    expect([...files].sort()).toEqual(newFiles.filter((file) => !file.startsWith('api/')).sort());
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^src\/catalogue\/actions\/browser\.ts:\d+:15: unfinished: One sentence: what the action does/,
      ),
    );
    expect(
      problems.filter((line) => line.startsWith('docs/') && line.includes('unfinished:')).length,
    ).toBeGreaterThanOrEqual(5);
  });
});

describe('npm run new-action for an id it cannot add', () => {
  it('keeps the page of an id the catalogue has, as it is', async () => {
    const {status, output} = await node('scripts/new-action.mjs', 'browser.open');
    expect(status).toBe(1);
    expect(output).toContain('docs/docs/browser/open.mdx already exists.');
  });

  it('refuses a group that does not exist, writing nothing', async () => {
    const before = fs.readFileSync(path.join(copy, 'src/catalogue/actions/browser.ts'), 'utf8');
    const {status, output} = await node('scripts/new-action.mjs', 'teleport.beam');
    expect(status).toBe(1);
    expect(output).toContain('There is no group "teleport"');
    expect(fs.readFileSync(path.join(copy, 'src/catalogue/actions/browser.ts'), 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(copy, 'docs/docs/teleport'))).toBe(false);
  });
});
