/**
 * Where the catalogue plugin writes one action's data as JSON (contentLoaded),
 * for pages that show only that action (actionImports.ts): a file per group
 * and key, `download/v1_0_0` spelled `download~v1_0_0`. A step panel needs
 * only the action's name and its fields' labels: it gets a `.step.json` with
 * just those, a tenth of the whole action.
 */
import type {Action} from '../../catalogue/define';

export const PLUGIN_NAME = 'tucano-catalogue';

/** The catalogue plugin's global data (src/components/useIsWritten.ts). */
export interface CatalogueGlobalData {
  /** Docs routes of actions whose page is not written yet. */
  unwrittenDocsRoutes: string[];
}

export type ActionForm = 'action' | 'step';

export const actionDataName = (group: string, key: string, form: ActionForm = 'action') =>
  `action-${group}-${key.replace(/\//g, '~')}${form === 'step' ? '.step' : ''}.json`;

export const actionDataFile = (group: string, key: string, form: ActionForm = 'action') =>
  `@generated/${PLUGIN_NAME}/default/${actionDataName(group, key, form)}`;

/** What a step panel shows of an action (ActionReference's StepPanel). */
export type StepAction = Pick<Action, 'id' | 'version' | 'title'> & {
  inputs: readonly Pick<Action['inputs'][number], 'key' | 'label'>[];
  outputs: readonly Pick<Action['outputs'][number], 'name'>[];
};

export const stepData = ({id, version, title, inputs, outputs}: Action): StepAction => ({
  id,
  version,
  title,
  inputs: inputs.map(({key, label}) => ({key, label})),
  outputs: outputs.map(({name}) => ({name})),
});
