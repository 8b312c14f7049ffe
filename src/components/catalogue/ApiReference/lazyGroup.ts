/**
 * A catalogue group as an API page's browser bundle sees it (the server sees
 * the group itself). The page's entries and module index are in its HTML
 * already, so the page's script carries no catalogue data: the group loads as
 * its own chunk when a reader opens an entry's details, or once the page is
 * idle; a client-side visit waits for it before the page shows.
 * src/plugins/catalogue/apiIsland.cjs makes the page's import of the group
 * one of these; ApiReference renders them.
 *
 * Reading `group['key']` or the group itself gives a handle, the same object
 * on every render: a handle never turns into data under a component, so what
 * a component shows changes only by its own state.
 */
import type {Action, Group} from '@site/src/catalogue/define';

const LAZY = Symbol.for('tucano.lazyGroup');

export interface LazyGroup {
  readonly [LAZY]: true;
  /** The group's name: `browser`. */
  readonly name: string;
  /** Loads the group once, however often it is called. */
  load(): Promise<Group>;
  /** The group, if it has loaded. */
  loaded(): Group | undefined;
}

export interface LazyAction {
  readonly [LAZY]: true;
  readonly group: LazyGroup;
  /** The action's key in its group: `download/v2_0_0`. */
  readonly key: string;
}

export const isLazy = (value: unknown): value is LazyGroup | LazyAction =>
  typeof value === 'object' && value !== null && LAZY in value;

/** A group the page does not bundle: `load` imports it. Typed as a Group, which is how pages use it. */
export function lazyGroup(name: string, load: () => Promise<{default: Group}>): Group & LazyGroup {
  let data: Group | undefined;
  let loading: Promise<Group> | undefined;
  const group: LazyGroup = {
    [LAZY]: true,
    name,
    load: () => (loading ??= load().then((module) => (data = module.default))),
    loaded: () => data,
  };
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

/** The action a handle names, if its group has loaded. */
export const loadedAction = (action: LazyAction): Action | undefined => action.group.loaded()?.[action.key];
