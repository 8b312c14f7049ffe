/**
 * Inputs that a step reads only with some values of its choices
 * (`usedWhen` in schema.ts): whether an input is read (for the tests that check
 * examples, and new-action), and how the Required
 * column says when it is required.
 */
import type {Action} from './define';
import type {ActionInput} from './schema';

/**
 * Whether the step reads `input`, given some of its inputs' values: a choice
 * left out takes its default. Undefined when a choice it depends on is not
 * known before the run (no default, or a `{{variable}}`).
 */
export function isUsed(input: ActionInput, action: Action, given: Record<string, unknown>): boolean | undefined {
  let known = true;
  for (const [key, allowed] of Object.entries(input.usedWhen ?? {})) {
    const value = key in given ? given[key] : action.inputs.find((choice) => choice.key === key)?.default;
    if ((typeof value !== 'string' && typeof value !== 'boolean') || String(value).includes('{{')) known = false;
    else if (!allowed.includes(value)) return false;
  }
  return known ? true : undefined;
}

/**
 * "when Target is coordinates", "when Wait for result is on": the labels and
 * values Studio shows, for the Required column (it ships in pages, so it is short).
 */
export function usedWhenText(input: ActionInput, action: Action): string {
  const conditions = Object.entries(input.usedWhen ?? {}).map(([key, allowed]) => {
    const label = action.inputs.find((choice) => choice.key === key)?.label;
    return `${label} is ${allowed.map((value) => (value === true ? 'on' : value === false ? 'off' : value)).join(' or ')}`;
  });
  return `when ${conditions.join(' and ')}`;
}
