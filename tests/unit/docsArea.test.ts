// The navbar's "Docs" item is current on the main docs' pages only
// (src/docsArea.ts): every route of the site map in the docs, none elsewhere,
// and not an unknown path outside the docs' folders.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {docsAreaRegex} from '@site/src/docsArea';
import {routes} from '../routeList';

const docs = new RegExp(docsAreaRegex(path.join(__dirname, '../../docs')));

it.each(routes)('%s: "Docs" is current exactly when the route is not the API, blog or search', (route) => {
  expect(docs.test(route)).toBe(!/^\/(api|blog|search)(\/|$)/.test(route));
});

it.each(['/no-such-page', '/troubleshooting-old', '/docsearch', '/how-to'])(
  '%s, an unknown path outside the docs, leaves "Docs" not current',
  (route) => {
    expect(docs.test(route)).toBe(false);
  },
);

it('a page added at the docs root is covered without editing the pattern', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-area-'));
  for (const file of ['index.mdx', 'how-to-new.mdx', '_partial.mdx', 'guides'])
    fs.writeFileSync(path.join(dir, file), '');
  const area = new RegExp(docsAreaRegex(dir));
  expect(['/', '/how-to-new', '/guides/one'].filter((route) => area.test(route))).toHaveLength(3);
  expect(['/_partial', '/index', '/how-to-newer'].filter((route) => area.test(route))).toEqual([]);
});
