/**
 * @jest-environment node
 */
// The catalogue plugin's global data: the docs routes of actions whose page is
// not written, which listings show unlinked (src/components/useIsWritten.ts).
import {unwrittenDocsRoutes} from '@site/src/plugins/catalogue';
import {allActions} from '@site/src/catalogue';

const docsRoutes = [...new Set(allActions.flatMap((action) => (action.docsRoute ? [action.docsRoute] : [])))];

it('names the docs routes of actions that have no page among the docs', () => {
  const [missing, ...written] = docsRoutes;
  expect(unwrittenDocsRoutes([...written, '/tutorials/variables'])).toEqual([missing]);
});

it('names none when every action’s page is written, and every route when none is', () => {
  expect(unwrittenDocsRoutes(docsRoutes)).toEqual([]);
  expect(unwrittenDocsRoutes([])).toEqual(docsRoutes);
});
