/**
 * @jest-environment node
 */
// The troubleshooting guide is written by hand, one entry per error: its
// heading is the message a reader sees in the log, its "Raised by" names the
// actions that raise the code. Both must follow the catalogue, where a new
// action that raises an old code is added.
import fs from 'node:fs';
import path from 'node:path';
import {allActions} from '@site/src/catalogue';
import {root} from './sourceFiles';

const page = fs.readFileSync(path.join(root, 'docs/troubleshooting.mdx'), 'utf8');
const entries = [
  ...page.matchAll(/^### (.+)\n\n\*\*Error code:\*\* `([A-Z0-9_]+)` · \*\*Raised by:\*\* ([\s\S]*?)\n\n/gm),
].map(([, heading, code, raisedBy]) => ({heading: heading!, code: code!, raisedBy: raisedBy!.replace(/\s+/g, ' ')}));
const raisersOf = (code: string) => allActions.filter((action) => action.errors.some((error) => error.code === code));

it('finds the entries that name an error code', () => {
  expect(entries.length).toBeGreaterThan(30);
  expect(entries.map((entry) => entry.code)).toContain('FILE_ALREADY_EXISTS');
});

it('heads each entry with its code’s message, as the log writes it', () => {
  const wrong = entries.flatMap(({heading, code}) => {
    const messages = new Set(
      raisersOf(code).flatMap((a) => a.errors.filter((e) => e.code === code).map((e) => e.message)),
    );
    return messages.has(heading)
      ? []
      : [`${code}: "${heading}" is not its message (${[...messages].join(' | ') || 'no such code'})`];
  });
  expect(wrong).toEqual([]);
});

// "every action of the Desktop group", "the other File manager actions": a
// phrase that covers a group instead of naming each action.
const coversAGroup = /\bevery\b|\bthe other\b|\bactions of the\b/;

it('names in "Raised by" every action that raises the code', () => {
  const missing = entries
    .filter(({raisedBy}) => !coversAGroup.test(raisedBy))
    .flatMap(({code, raisedBy}) =>
      [...new Set(raisersOf(code).map((action) => action.title))]
        .filter((title) => !raisedBy.toLowerCase().includes(title.toLowerCase()))
        .map((title) => `${code}: ${title}`),
    );
  expect(missing).toEqual([]);
});

it('names in "Raised by" no action that does not raise the code', () => {
  // Longest titles first, each taken out once found, so "Read folder" is not also read as "Read".
  const titles = [...new Set(allActions.map((action) => action.title))].sort((a, b) => b.length - a.length);
  const extra = entries
    .filter(({raisedBy}) => !coversAGroup.test(raisedBy))
    .flatMap(({code, raisedBy}) => {
      const raisers = new Set(raisersOf(code).map((action) => action.title));
      let rest = raisedBy;
      return titles.flatMap((title) => {
        const named = new RegExp(`(^|[\\s,(])${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[\\s,.)]|$)`, 'i');
        if (!named.test(rest)) return [];
        rest = rest.replace(named, '$1');
        return raisers.has(title) ? [] : [`${code}: ${title}`];
      });
    });
  expect(extra).toEqual([]);
});
