/**
 * A catalogue group as the browser bundle of a page that shows it only as
 * kept server HTML sees it (the server sees the group itself): an API page's
 * entries and module index, a group page's action cards, an API-only module's
 * errors. They are in the page's HTML already, so the page's script carries no
 * catalogue data: the group loads as its own chunk when a reader opens an API
 * entry's details, or once an API page is idle; a client-side visit waits for
 * it before the page shows. src/plugins/catalogue/lazyGroupLoader.cjs makes
 * the page's import of the group one of these; ApiReference, GroupActions and
 * ModuleErrors render them. A module's list drawn from lazy groups is lazy too
 * (lazyActionsOf).
 *
 * Reading `group['key']` or the group itself gives a handle, the same object
 * on every render: a handle never turns into data under a component, so what
 * a component shows changes only by its own state.
 */
import type {Action, Group} from './define';
import {actionsOf} from './modules';

const LAZY = Symbol.for('tucano.lazyGroup');

export interface LazyGroup<Data = Group> {
  readonly [LAZY]: true;
  /** What the server's HTML names it by: the group's name, `browser`, or a module's path, `apis/database/mysql`. */
  readonly name: string;
  /** Loads the data once, however often it is called. */
  load(): Promise<Data>;
  /** The data, if it has loaded. */
  loaded(): Data | undefined;
}

export interface LazyAction {
  readonly [LAZY]: true;
  readonly group: LazyGroup;
  /** The action's key in its group: `download/v2_0_0`. */
  readonly key: string;
}

export const isLazy = (value: unknown): value is LazyGroup | LazyAction =>
  typeof value === 'object' && value !== null && LAZY in value;

function lazy<Data>(name: string, load: () => Promise<Data>): LazyGroup<Data> {
  let data: Data | undefined;
  let loading: Promise<Data> | undefined;
  return {
    [LAZY]: true,
    name,
    load: () => (loading ??= load().then((loaded) => (data = loaded))),
    loaded: () => data,
  };
}

/** A group the page does not bundle: `load` imports it. Typed as a Group, which is how pages use it. */
export function lazyGroup(name: string, load: () => Promise<{default: Group}>): Group & LazyGroup {
  const group = lazy(name, () => load().then((module) => module.default));
  const actions = new Map<string, LazyAction>();
  return new Proxy(group, {
    get(target, property) {
      if (Object.hasOwn(target, property)) return target[property as keyof LazyGroup];
      if (typeof property !== 'string') return undefined;
      if (!actions.has(property)) actions.set(property, {[LAZY]: true, group, key: property});
      return actions.get(property);
    },
  }) as Group & LazyGroup;
}

/**
 * `actionsOf` (modules.ts) for groups of which some may be lazy: then the
 * list is lazy too, named by the module's path, and made once its groups have
 * loaded. actionImports.ts writes it in place of `actionsOf` where a page
 * shows the list only through ApiReference, so pages that never meet a lazy
 * group (and every page's shared chunk) do without this file. Typed as the
 * list, which is how pages use it (`<ApiModuleIndex actions={…} />`).
 */
export function lazyActionsOf(path: string, ...groups: Group[]): Action[] {
  if (!groups.some(isLazy)) return actionsOf(path, ...groups);
  const load = () => Promise.all(groups.map((group) => (isLazy(group) ? (group as LazyGroup).load() : group)));
  return lazy(path, () => load().then((loaded) => actionsOf(path, ...loaded))) as unknown as Action[];
}

/** The action a handle names, if its group has loaded. */
export const loadedAction = (action: LazyAction): Action | undefined => action.group.loaded()?.[action.key];
