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

describe('useIsWritten, through the real global data hook', () => {
  // Spec §8: missing global plugin data raises a developer-level error.
  const exportsDir = '../../node_modules/@docusaurus/core/lib/client/exports';

  function useIsWrittenWith(globalData: object) {
    let hook!: typeof import('@site/src/components/useIsWritten').useIsWritten;
    jest.isolateModules(() => {
      jest.doMock('@docusaurus/useGlobalData', () => jest.requireActual(`${exportsDir}/useGlobalData.js`));
      jest.doMock(require.resolve(`${exportsDir}/useDocusaurusContext.js`), () => ({
        __esModule: true,
        default: () => ({globalData}),
      }));
      hook = require('@site/src/components/useIsWritten').useIsWritten;
    });
    return hook();
  }

  it('answers from the routes the plugin names', () => {
    const isWritten = useIsWrittenWith({'tucano-catalogue': {default: {unwrittenDocsRoutes: ['/docs/browser/open']}}});
    expect(isWritten('/docs/browser/open')).toBe(false);
    expect(isWritten('/docs/browser/click')).toBe(true);
  });

  it('raises a developer error naming the plugin when its global data is missing', () => {
    expect(() => useIsWrittenWith({})).toThrow('Docusaurus plugin global data not found for "tucano-catalogue" plugin');
  });
});
