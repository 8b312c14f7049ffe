// How the tests of hand-written examples (step panels, calls, JSON steps) read
// the values those examples give a step's fields, and check them against the catalogue.
import ts from 'typescript';
import type {Action} from '@site/src/catalogue/define';
import type {ActionInput} from '@site/src/catalogue/schema';
import {isUsed, usedWhenText} from '@site/src/catalogue/usedWhen';

/**
 * The value of a literal as code writes it (a string, number or Boolean), else
 * null: a value not known before the run, such as `vars.target`.
 */
export function literalValue(node: ts.Expression): unknown {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  return null;
}

/**
 * The values an example gives a choice field that the field does not offer: a
 * Text choice's value, or the items of a List choice (written as a list or as
 * its JSON text). A `{{variable}}` could hold anything, so it is never wrong.
 */
export function valuesNotOffered(input: ActionInput, value: unknown): string[] {
  if (!input.values) return [];
  let items = value;
  if (input.type === 'List' && typeof value === 'string' && value.startsWith('[')) items = JSON.parse(value);
  return (Array.isArray(items) ? items : [items]).filter(
    (item): item is string => typeof item === 'string' && !item.includes('{{') && !input.values!.includes(item),
  );
}

/**
 * What is wrong with the fields an example gives `action` (by key, with their
 * values where written as literals, null where not): a field it does not have,
 * a value a choice does not offer, a required field left out (`complete` when
 * every field is written out, not spread in), and a field its choices make the
 * step ignore. `shownBeside` names required fields a page shows elsewhere.
 */
export function fieldProblems(
  action: Action,
  given: Record<string, unknown>,
  {complete = true, shownBeside = []}: {complete?: boolean; shownBeside?: string[]} = {},
): string[] {
  const keys = Object.keys(given);
  const name = `${action.id} ${action.version}`;
  const unknown = keys
    .filter((key) => !action.inputs.some((input) => input.key === key))
    .map((key) => `${name} has no input "${key}"`);
  const notOffered = action.inputs.flatMap((input) =>
    valuesNotOffered(input, given[input.key]).map(
      (value) => `${name} has no ${input.key} "${value}": one of ${input.values!.join(', ')}`,
    ),
  );
  // Until its choices hold values they offer, what they turn on or off means nothing.
  if (notOffered.length) return [...unknown, ...notOffered];
  return [
    ...unknown,
    ...action.inputs.flatMap((input) => {
      const used = isUsed(input, action, given);
      if (keys.includes(input.key)) {
        return used === false
          ? [`${name} ignores "${input.key}" here: it is read only ${usedWhenText(input, action)}`]
          : [];
      }
      if (!complete || !input.required || used !== true || shownBeside.includes(input.key)) return [];
      const when = input.usedWhen ? ` (${usedWhenText(input, action)})` : '';
      return [`${name} needs its required input "${input.key}"${when}`];
    }),
  ];
}

/**
 * The inputs a JSON step writes at their default, as messages. A JSON step is
 * what Studio exports, and an export leaves out every field at its default
 * (/api/tutorial-api-actions): a step that writes one shows a reader a file
 * Studio never writes.
 */
export function defaultsWritten(action: Action, inputs: Record<string, unknown>): string[] {
  return action.inputs
    .filter((input) => typeof input.default !== 'object' && input.key in inputs && inputs[input.key] === input.default)
    .map((input) => `${action.id} ${action.version} writes "${input.key}" at its default (${String(input.default)})`);
}
