/**
 * @jest-environment node
 */
// The catalogue plugin under `npm start`: when a catalogue file changes,
// Docusaurus loads the plugin's content again, and the generated data the
// pages import must hold the edited text, not the copy the config evaluated.
import type {LoadContext} from '@docusaurus/types';
import * as catalogue from '@site/src/catalogue';
import cataloguePlugin from '@site/src/plugins/catalogue';

// What the TypeScript loader reads from the files after the edit: Open browser's summary changed.
const SUMMARY = 'Edited while the dev server runs.';
const editSummary = <T extends {id: string}>(item: T) =>
  item.id === 'browser.open' ? {...item, summary: SUMMARY} : item;
const edited = {
  ...catalogue,
  allActions: catalogue.allActions.map(editSummary),
  groups: {
    ...catalogue.groups,
    browser: {...catalogue.groups.browser, open: editSummary(catalogue.groups.browser!.open!)},
  },
  actionRows: () => catalogue.actionRows().map(editSummary),
};
const loadFromFiles = jest.fn(() => edited);
jest.mock('../../src/typescript.cjs', () => () => loadFromFiles);

/** Loads the plugin's content as Docusaurus does, and returns the generated files it writes. */
async function load(plugin: ReturnType<typeof cataloguePlugin>): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  await plugin.loadContent!();
  const actions = {createData: async (name: string, data: string) => void files.set(name, data)};
  await plugin.contentLoaded!({content: undefined, actions} as never);
  return files;
}

it('writes the catalogue the config evaluated at first, and what the files hold after a reload', async () => {
  const plugin = cataloguePlugin({siteDir: '/site', generatedFilesDir: '/site/.docusaurus'} as LoadContext);

  const first = await load(plugin);
  expect(loadFromFiles).not.toHaveBeenCalled();
  expect(first.get('action-browser-open.json')).toContain(catalogue.groups.browser!.open!.summary);

  const reloaded = await load(plugin);
  expect(loadFromFiles).toHaveBeenCalledWith('../../catalogue');
  expect(reloaded.get('action-browser-open.json')).toContain(SUMMARY);
  expect(reloaded.get('action-rows.json')).toContain(SUMMARY);
});
