/**
 * The catalogue plugin: validates the action catalogue when the site builds
 * (an invalid entry fails the build naming the action and its file), writes
 * the All actions table's rows as generated data (`@generated/tucano-catalogue/default/action-rows.json`,
 * bundled for the server only, see configureWebpack), the timeouts with a
 * default of their own (`own-timeouts.json`, OwnTimeoutsTable) and, after the
 * build, writes `actions.json` (llms.txt, which links it, is written with the
 * pages' Markdown copies by scripts/markdown-copies.mjs). Its global data is
 * only the docs routes of actions whose page is not written yet; pages import
 * the group files they render.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as configCatalogue from '../../catalogue';
import loadTypeScript from '../../typescript.cjs';
import {validateCatalogue} from '../../catalogue/validate';
import {PLUGIN_NAME, actionDataName, stepData, type CatalogueGlobalData} from './actionData';
import {ROBOT_SETTINGS, robotSettingLink, robotSettingText} from '../../catalogue/robotSettings';
import {ownTimeoutRows} from '../../catalogue/ownTimeouts';

type Catalogue = typeof configCatalogue;

export function actionsJson(siteUrl: string, {allActions}: Catalogue = configCatalogue): string {
  const actions = allActions.map((action) => ({
    id: action.id,
    version: action.version,
    latest: action.isLatest,
    title: action.title,
    summary: action.summary,
    group: action.group,
    docs: action.docsRoute ? siteUrl + action.docsRoute : null,
    api: siteUrl + action.apiRoute,
    minClient: action.minClient,
    call: action.jsCall,
    inputs: action.inputs.map(
      ({key, label, type, unit, required, usedWhen, default: defaultValue, values, description}) => ({
        key,
        label,
        type,
        unit,
        required,
        // Read only with these values of the step's choices; `required` then holds in those cases only.
        usedWhen,
        // An inherited default names its robot setting and that setting's starting value.
        default:
          typeof defaultValue === 'object'
            ? {
                robotSetting: defaultValue.robotSetting,
                value: ROBOT_SETTINGS[defaultValue.robotSetting].value,
                text: robotSettingText(defaultValue.robotSetting),
                docs: siteUrl + robotSettingLink(defaultValue.robotSetting),
              }
            : defaultValue,
        values,
        description,
      }),
    ),
    outputs: action.outputs,
    errors: action.errors,
    ...(action.supersededBy ? {supersededBy: action.supersededBy} : {}),
  }));
  return JSON.stringify({generated: 'from src/catalogue', count: actions.length, actions}, null, 2);
}

/** Docs routes of actions whose page is not among the docs: listings show them unlinked. */
export function unwrittenDocsRoutes(
  docsPermalinks: Iterable<string>,
  {allActions}: Catalogue = configCatalogue,
): string[] {
  const written = new Set(docsPermalinks);
  return [...new Set(allActions.flatMap((action) => (action.docsRoute ? [action.docsRoute] : [])))].filter(
    (route) => !written.has(route),
  );
}

interface DocsContent {
  loadedVersions: {docs: {permalink: string}[]}[];
}

export default function cataloguePlugin(context: LoadContext): Plugin {
  // The first load uses the catalogue the config has evaluated. When `npm start`
  // reloads the plugin after a catalogue file changed, the files are read again:
  // the config's copy still holds the old text, and the pages would show it.
  let catalogue: Catalogue | undefined;
  return {
    name: PLUGIN_NAME,
    getPathsToWatch() {
      return [path.join(context.siteDir, 'src/catalogue/**/*.ts')];
    },
    async loadContent() {
      catalogue = catalogue ? (loadTypeScript(__filename)('../../catalogue') as Catalogue) : configCatalogue;
      const problems = validateCatalogue(catalogue.groups);
      if (problems.length > 0) {
        throw new Error(`The action catalogue is invalid:\n${problems.join('\n')}`);
      }
    },
    async contentLoaded({actions}) {
      const {actionRows, allActions, groups} = catalogue!;
      await actions.createData('action-rows.json', JSON.stringify(actionRows()));
      // The timeouts the robot setting does not change, for the guide's and the API settings page's table.
      await actions.createData('own-timeouts.json', JSON.stringify(ownTimeoutRows(allActions)));
      // One file per action, for the pages that show only some (actionImports.ts).
      await Promise.all(
        Object.entries(groups).flatMap(([group, actionsOfGroup]) =>
          Object.entries(actionsOfGroup).flatMap(([key, action]) => [
            actions.createData(actionDataName(group, key), JSON.stringify(action)),
            actions.createData(actionDataName(group, key, 'step'), JSON.stringify(stepData(action))),
          ]),
        ),
      );
    },
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const permalinks = docs?.loadedVersions.flatMap((version) => version.docs.map((doc) => doc.permalink)) ?? [];
      actions.setGlobalData({
        unwrittenDocsRoutes: unwrittenDocsRoutes(permalinks, catalogue),
      } satisfies CatalogueGlobalData);
    },
    configureWebpack(config, isServer) {
      // The All actions table's rows: the server renders them into the page, which
      // keeps them as HTML in the browser; a client-side visit loads the generated
      // file as its own chunk (ActionIndex). No page's script carries them.
      const rows = isServer
        ? path.join(context.generatedFilesDir, PLUGIN_NAME, 'default', 'action-rows.json')
        : path.join(__dirname, 'noRows.json');
      const lazyGroupLoader = path.join(__dirname, 'lazyGroupLoader.cjs');
      return {
        resolve: {alias: {'@tucano/server-action-rows$': rows}},
        // Groups a page shows only as kept HTML: lazy in the browser, whole on the server (lazyGroupLoader.cjs).
        module: {rules: isServer ? [] : [{resourceQuery: /^\?lazy-group$/, use: [lazyGroupLoader]}]},
      };
    },
    async postBuild({outDir}) {
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      await fs.writeFile(path.join(outDir, 'actions.json'), actionsJson(siteUrl, catalogue));
    },
  };
}
