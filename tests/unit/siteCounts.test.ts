/**
 * @jest-environment node
 */
// Two pages say in prose how much the docs hold: the study plan (guides,
// tutorials, actions) and the Actions tutorial (actions, groups). Written by
// hand, such counts drift when a page or an action is added; this holds them
// to the files and the catalogue.
import fs from 'node:fs';
import path from 'node:path';
import {allActions} from '@site/src/catalogue';
import {DOCS_GROUPS} from '@site/src/catalogue/modules';
import {root} from './sourceFiles';

const NUMBER_WORDS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty';
const WORDS = NUMBER_WORDS.split(' ');
/** A count as the pages write it: in words up to twenty, in digits above. */
const written = (count: number) => WORDS[count] ?? String(count);

const page = (file: string) => fs.readFileSync(path.join(root, 'docs', file), 'utf8').replace(/\s+/g, ' ');
const mdxIn = (dir: string) => fs.readdirSync(path.join(root, 'docs', dir)).filter((name) => name.endsWith('.mdx'));

// The guides are the pages at the root of the docs, beside the home page; the tutorials, the study plan included.
const guides = mdxIn('.').filter((name) => name !== 'index.mdx').length;
const tutorials = mdxIn('tutorials').length;
// An action with several versions has one page per version, but counts once.
const actions = new Set(allActions.filter((action) => action.docsRoute).map((action) => action.id)).size;

it('counts what it should', () => {
  expect(guides).toBeGreaterThan(5);
  expect(tutorials).toBeGreaterThan(10);
  expect(actions).toBeGreaterThan(150);
});

it('gives the study plan the number of guides, tutorials and actions', () => {
  expect(page('tutorials/learn-online.mdx')).toContain(
    `${written(guides)} guides, ${written(tutorials)} tutorials and pages for ${actions} actions`,
  );
});

it('gives the Actions tutorial the number of actions and groups', () => {
  expect(page('tutorials/actions.mdx')).toContain(`${actions} of them, in ${written(DOCS_GROUPS.length)} groups`);
});
