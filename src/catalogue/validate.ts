/**
 * Build-time validation of the whole catalogue against the zod schema. Runs in
 * Node only (the catalogue plugin and the unit tests), so zod never reaches a
 * page bundle. Each problem names the action and its file.
 */
import * as z from 'zod';
import {actionSchema, VERSIONS} from './schema';
import type {Action, Group} from './define';

const resolvedActionSchema = actionSchema.extend({
  group: z.string(),
  key: z.string(),
  versions: z.array(z.enum(VERSIONS)).min(1),
  isLatest: z.boolean(),
  docsRoute: z.string().startsWith('/docs/').nullable(),
  apiRoute: z.string().startsWith('/api/'),
  jsCall: z.string().startsWith('actions.').nullable(),
});

export function validateGroup(group: string, actions: Group): string[] {
  return Object.values(actions).flatMap((action: Action) => {
    const result = resolvedActionSchema.safeParse(action);
    if (result.success) return [];
    const issues = result.error.issues.map((i) => `  - ${i.path.join('.') || '(entry)'}: ${i.message}`).join('\n');
    return [
      `Invalid catalogue entry "${action.id}" (${action.version}) in src/catalogue/actions/${group}.ts:\n${issues}`,
    ];
  });
}

export function validateCatalogue(groups: Record<string, Group>): string[] {
  return Object.entries(groups).flatMap(([group, actions]) => validateGroup(group, actions));
}
