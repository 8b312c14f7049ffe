/**
 * Generated examples of an action, from its catalogue entry: the JSON step a
 * robot export holds, and the call a customCode v2 step makes. Generated, so
 * they cannot drift from the fields tables beside them.
 */
import type {Action} from './define';
import type {ActionInput, DataType} from './schema';
import {ROBOT_SETTINGS} from './robotSettings';

const SAMPLE_BY_TYPE: Record<DataType, unknown> = {
  Text: 'text',
  Number: 1,
  Boolean: true,
  Date: '2026-11-30',
  List: ['item'],
  Table: '{{table}}',
  Object: {},
  File: 'C:\\Tucano\\input.txt',
  Element: '@element',
  Secret: '{{custom.secret}}',
  Session: '{{session}}',
};

/** The value an example shows for an input: its example, else its default, else a sample of its type. */
function exampleValue(input: ActionInput): unknown {
  if (input.example !== undefined) return input.example;
  if (typeof input.default === 'object') return ROBOT_SETTINGS[input.default.robotSetting].value;
  if (input.default !== undefined) return input.default;
  if (input.values) return input.values[0];
  return SAMPLE_BY_TYPE[input.type];
}

/**
 * Examples show the required inputs and those that have an example of their
 * own. An input a choice requires (`usedWhen`) shows by its example, so that
 * an example never holds a field its choices make the step ignore
 * (examples.test.ts checks both ways for every action).
 */
function exampleInputs(action: Action): Record<string, unknown> {
  const shown = action.inputs.filter((input) => (input.required && !input.usedWhen) || input.example !== undefined);
  return Object.fromEntries(shown.map((input) => [input.key, exampleValue(input)]));
}

/**
 * A step's `output`, which every exported step holds: the action's output
 * variable, or null when it writes none or names it in a field of its own
 * (the loop's Item variable).
 */
function stepOutput(action: Action): string | null {
  if (action.inputs.some((input) => input.key === 'itemVariable')) return null;
  return action.outputs[0]?.name ?? null;
}

export function jsonStep(action: Action): string {
  // An export leaves out every input at its default (/api/tutorial-api-actions),
  // such as an operation example that names the default one; a call in code keeps it.
  const inputs = Object.fromEntries(
    Object.entries(exampleInputs(action)).filter(
      ([key, value]) => action.inputs.find((input) => input.key === key)!.default !== value,
    ),
  );
  // A flow-control step's nested steps go in `branches`, one list per branch.
  const step = {
    id: 'step-1',
    action: action.id,
    version: action.version,
    inputs,
    output: stepOutput(action),
    ...(action.branches ? {branches: Object.fromEntries(action.branches.map((name) => [name, []]))} : {}),
  };
  return JSON.stringify(step, null, 2);
}

/**
 * customCode v2 sees the run's variables as `vars`, the robot's parameters as
 * `params` and custom fields as `custom`: `{{invoiceNumber}}` is
 * `vars.invoiceNumber`, `{{params.customerId}}` stays `params.customerId`.
 */
export function referenceToJs(reference: string): string {
  return /^(params|custom)\./.test(reference) ? reference : `vars.${reference}`;
}

const REFERENCE = /\{\{\s*([\w.[\]]+)\s*\}\}/g;

/** A JavaScript literal of an example value, with references turned into variables, in objects and lists too. */
function toJs(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(toJs).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${toJs(item)}`,
    );
    return entries.length ? `{${entries.join(', ')}}` : '{}';
  }
  if (typeof value !== 'string' || !value.includes('{{')) return JSON.stringify(value);
  const whole = /^\{\{\s*([\w.[\]]+)\s*\}\}$/.exec(value);
  if (whole) return referenceToJs(whole[1]);
  const escaped = value.replace(/\\/g, '\\\\').replace(/`/g, '\\`');
  return '`' + escaped.replace(REFERENCE, (_, ref: string) => '${' + referenceToJs(ref) + '}') + '`';
}

/** The customCode call of an action, or null when code cannot call it. */
export function customCodeCall(action: Action): string | null {
  if (!action.jsCall) return null;
  const inputs = exampleInputs(action);
  const args = Object.entries(inputs).map(([key, value]) => `  ${key}: ${toJs(value)},`);
  const call = args.length ? `${action.jsCall}({\n${args.join('\n')}\n})` : `${action.jsCall}()`;
  const output = action.outputs[0]?.name;
  return output ? `const ${output} = await ${call};` : `await ${call};`;
}

/**
 * The one-line call signature an API entry shows above its folded tables: the
 * customCode call with every field key (optional ones, and those required only
 * with some choices, marked `?`), or, for an
 * action code cannot call, the JSON step's identifier and field keys.
 */
export function callSignature(action: Action): string {
  const keys = action.inputs
    .map((input) => (input.required && !input.usedWhen ? input.key : `${input.key}?`))
    .join(', ');
  if (!action.jsCall) {
    return `{"action": "${action.id}", "inputs": {${keys}}, "output": ${JSON.stringify(stepOutput(action))}}`;
  }
  const output = action.outputs[0]?.name;
  const call = `await ${action.jsCall}(${keys ? `{${keys}}` : ''})`;
  return output ? `const ${output} = ${call}` : call;
}
