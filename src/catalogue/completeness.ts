/**
 * How complete the API reference is, measured on `actions.json` (issue 14,
 * item 7): actions without a minimum Client version, inputs without their
 * Studio label, and measured Number inputs (milliseconds, pixels, bytes and
 * the like) without a unit. The unit tests assert all three are zero on the
 * JSON the build writes; `node scripts/measure-catalogue.mjs` prints them for
 * a built site.
 */

interface JsonInput {
  key: string;
  label?: string;
  type: string;
  unit?: string;
  description: string;
}

interface JsonAction {
  id: string;
  version: string;
  minClient?: string;
  inputs: JsonInput[];
}

/** Words that say a Number is a measure with a unit, in its key, label or description. */
const MEASURED =
  /\b(ms|milliseconds?|seconds?|minutes?|hours?|days?|px|pixels?|bytes?|KB|MB|GB|dpi|timeout|delay|duration|interval)\b|^(x|y|from[XY]|to[XY])$/i;

export function isMeasured(input: JsonInput): boolean {
  return input.type === 'Number' && [input.key, input.label ?? '', input.description].some((t) => MEASURED.test(t));
}

/** Delay, Add to date: the step's own Unit field says what the number counts. */
const unitIsAField = (action: JsonAction) => action.inputs.some((input) => input.key === 'unit');

export interface Gaps {
  actions: number;
  withoutMinClient: string[];
  withoutLabel: string[];
  withoutUnit: string[];
}

export function catalogueGaps(json: {actions: JsonAction[]}): Gaps {
  const name = (action: JsonAction, input?: JsonInput) =>
    `${action.id}@${action.version}${input ? `.${input.key}` : ''}`;
  const inputs = json.actions.flatMap((action) => action.inputs.map((input) => [action, input] as const));
  return {
    actions: json.actions.length,
    withoutMinClient: json.actions.filter((a) => !a.minClient).map((a) => name(a)),
    withoutLabel: inputs.filter(([, i]) => !i.label?.trim()).map(([a, i]) => name(a, i)),
    withoutUnit: inputs.filter(([a, i]) => isMeasured(i) && !i.unit && !unitIsAField(a)).map(([a, i]) => name(a, i)),
  };
}
