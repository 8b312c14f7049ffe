/**
 * @jest-environment node
 */
// The bench's build of ours without compiling MDX (scripts/mdx-replay-loader.cjs):
// a replayed page is exactly what the MDX loader compiled it to when recorded,
// and recording leaves the MDX loader to run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const loader = require('@site/scripts/mdx-replay-loader.cjs');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-replay-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const context = (mode: 'record' | 'replay', resource: string) => ({resource, getOptions: () => ({mode, dir})});

it('records what the MDX loader compiled and lets it run, then replays it without running it', () => {
  const compiled = 'export default function MDXContent() { return "Open browser"; }';
  expect(loader.pitch.call(context('record', '/docs/open.mdx'))).toBeUndefined();
  expect(loader.call(context('record', '/docs/open.mdx'), compiled)).toBe(compiled);
  expect(loader.pitch.call(context('replay', '/docs/open.mdx'))).toBe(compiled);
});

it('keeps each page apart, and names a page that was never recorded', () => {
  loader.call(context('record', '/docs/a.mdx'), 'A');
  loader.call(context('record', '/docs/b.mdx'), 'B');
  expect(loader.pitch.call(context('replay', '/docs/a.mdx'))).toBe('A');
  expect(loader.pitch.call(context('replay', '/docs/b.mdx'))).toBe('B');
  expect(() => loader.pitch.call(context('replay', '/docs/new.mdx'))).toThrow(
    'No compiled MDX saved for /docs/new.mdx',
  );
});
