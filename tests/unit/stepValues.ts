// How the tests of hand-written examples (step panels, calls, JSON steps) read
// the values those examples give a step's fields.
import ts from 'typescript';
import type {ActionInput} from '@site/src/catalogue/schema';

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
