/**
 * The timeouts the robot's Default timeout does not change: every action whose
 * `timeout` input has a number default of its own (a query's 60000, Call
 * robot's 600000) rather than `{robotSetting: 'timeout'}`. The robot settings
 * guide and the API settings module list them (OwnTimeoutsTable); the catalogue
 * plugin writes the rows as generated data, so neither page loads the catalogue.
 */
import type {Action} from './define';
import {apiModuleOf} from './modules';

export interface OwnTimeoutRow {
  id: string;
  version: string;
  /** Whether the action has several versions, so that a name must say which. */
  versioned: boolean;
  /** The title, with the version when the action has several, and its API module when another row has the same title: "Run query (MySQL)". */
  name: string;
  docsRoute: string | null;
  apiRoute: string;
  /** The field as Studio labels it: "Timeout (ms)", "Connect timeout (ms)". */
  field: string;
  value: number;
  /** `ms`, or `minutes` for Wait for human interaction. */
  unit: string;
}

export function ownTimeoutRows(actions: readonly Action[]): OwnTimeoutRow[] {
  const own = actions.flatMap((action) =>
    action.inputs
      .filter((input) => input.key === 'timeout' && typeof input.default === 'number')
      .map((input) => ({action, field: input.label, value: input.default as number, unit: input.unit ?? 'ms'})),
  );
  const versions = (id: string) => actions.filter((action) => action.id === id).length;
  const titled = (title: string) => own.filter(({action}) => action.title === title).length;
  return own.map(({action, field, value, unit}) => {
    const versioned = versions(action.id) > 1;
    return {
      id: action.id,
      version: action.version,
      versioned,
      name:
        action.title +
        (versioned ? ` ${action.version}` : '') +
        (titled(action.title) > 1 ? ` (${apiModuleOf(action.id).title})` : ''),
      docsRoute: action.docsRoute,
      apiRoute: action.apiRoute,
      field,
      value,
      unit,
    };
  });
}
