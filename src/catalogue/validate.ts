/**
 * Build-time validation of the whole catalogue against the zod schema. Runs in
 * Node only (the catalogue plugin and the unit tests), so zod never reaches a
 * page bundle. Each problem names the action and its file.
 */
import * as z from 'zod';
import {actionSchema, VERSIONS} from './schema';
import type {Action, Group} from './define';

const resolvedActionSchema = actionSchema
  .extend({
    group: z.string(),
    key: z.string(),
    versions: z.array(z.enum(VERSIONS)).min(1),
    isLatest: z.boolean(),
    docsRoute: z.string().startsWith('/docs/').nullable(),
    apiRoute: z.string().startsWith('/api/'),
    jsCall: z.string().startsWith('actions.').nullable(),
  })
  .superRefine((action, context) => {
    // An input's usedWhen names a choice or switch of the same step, with values it can hold,
    // and one that is never left without a value: required, or with a default.
    action.inputs.forEach((input, index) => {
      for (const [key, allowed] of Object.entries(input.usedWhen ?? {})) {
        const choice = action.inputs.find((other) => other.key === key && other !== input);
        const fail = (message: string) =>
          context.addIssue({code: 'custom', path: ['inputs', index, 'usedWhen', key], message});
        if (!choice) fail(`the step has no other input "${key}"`);
        else if (!choice.values && choice.type !== 'Boolean')
          fail(`"${key}" is neither a choice (values) nor a Boolean`);
        else if (!choice.required && choice.default === undefined)
          fail(`"${key}" can be left empty: give it a default`);
        else {
          const wrong = allowed.filter((value) =>
            choice.values ? typeof value !== 'string' || !choice.values.includes(value) : typeof value !== 'boolean',
          );
          if (wrong.length) fail(`"${key}" never holds ${wrong.map((value) => JSON.stringify(value)).join(', ')}`);
        }
      }
    });
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
