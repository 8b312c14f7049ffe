/**
 * Turns a group file's action specs into resolved actions: defaults applied,
 * routes, JS call and version facts derived. Each group file calls
 * `defineGroup`, so a page imports only its own group's data.
 *
 * This module ships in the pages that render actions, so it imports no zod:
 * the schema is checked at build time by `validate.ts` (the catalogue plugin
 * and the unit tests); here only the cross-entry rules are checked.
 */
import type {actionSchema, ActionSpec, Version} from './schema';
import {apiModuleOf, apiModuleRoute, notCallableFromCode} from './modules';
import {apiAnchor} from './slug';
import type {z} from 'zod';

type Parsed = z.output<typeof actionSchema>;

const applyDefaults = (spec: ActionSpec): Parsed =>
  ({...spec, version: spec.version ?? 'v1_0_0', docs: spec.docs ?? true}) as Parsed;

export interface Action extends Parsed {
  /** Group folder under /docs/ (or the API-only module). */
  group: string;
  /** Path inside the group, as in the docs file tree: `download/v2_0_0`. */
  key: string;
  /** Every version this action has, oldest first. */
  versions: Version[];
  isLatest: boolean;
  /** Route of the docs page, or null for API-only actions. */
  docsRoute: string | null;
  /** Route of the API reference entry, with its anchor. */
  apiRoute: string;
  /**
   * The call in customCode v2: `actions.browser.fillField`,
   * `actions.browser.download.v1_0_0`; null for flow control and Custom code.
   */
  jsCall: string | null;
}

export type Group = Record<string, Action>;

const camel = (segment: string) => segment.replace(/[-_]([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function jsCallOf(id: string): string {
  return `actions.${id.split('.').map(camel).join('.')}`;
}

/** Thrown for an invalid catalogue entry; the message names the action and the file. */
export class CatalogueError extends Error {}

export function defineGroup(group: string, specs: ActionSpec[]): Group {
  const parsed = specs.map(applyDefaults);

  const versionsById = new Map<string, Version[]>();
  for (const action of parsed) {
    versionsById.set(action.id, [...(versionsById.get(action.id) ?? []), action.version].sort());
  }

  const resolved: Group = {};
  for (const action of parsed) {
    const fail = (why: string) => {
      throw new CatalogueError(
        `Invalid catalogue entry "${action.id}" (${action.version}) in src/catalogue/actions/${group}.ts: ${why}`,
      );
    };
    const [idGroup, ...rest] = action.id.split('.');
    if (idGroup !== group) fail(`its id must start with "${group}."`);
    const versions = versionsById.get(action.id)!;
    const latest = versions[versions.length - 1];
    const isLatest = action.version === latest;
    if (isLatest && action.supersededBy) fail('the latest version cannot be superseded');
    if (!isLatest && !action.supersededBy)
      fail(`an older version needs supersededBy (what ${latest} changed and how to migrate)`);
    if (action.supersededBy && !versions.includes(action.supersededBy.by))
      fail(`supersededBy names ${action.supersededBy.by}, which is not in the catalogue`);
    const codes = action.errors.map((e) => e.code);
    const duplicate = codes.find((code, i) => codes.indexOf(code) !== i);
    if (duplicate) fail(`error code ${duplicate} is listed twice`);
    const keys = action.inputs.map((i) => i.key);
    const duplicateKey = keys.find((k, i) => keys.indexOf(k) !== i);
    if (duplicateKey) fail(`input key ${duplicateKey} is listed twice`);

    const key = [...rest, ...(versions.length > 1 ? [action.version] : [])].join('/');
    if (resolved[key]) fail(`two entries resolve to the same page "${key}"`);
    const module = apiModuleOf(action.id);
    resolved[key] = {
      ...action,
      group,
      key,
      versions,
      isLatest,
      docsRoute: action.docs ? `/docs/${group}/${key}` : null,
      apiRoute: `${apiModuleRoute(module)}#${apiAnchor(action.id, action.version, versions.length > 1)}`,
      // customCode calls the latest version; an older one is reached by name.
      jsCall: notCallableFromCode(action.id)
        ? null
        : isLatest
          ? jsCallOf(action.id)
          : `${jsCallOf(action.id)}.${action.version}`,
    };
  }
  return resolved;
}
