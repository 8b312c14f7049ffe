/**
 * @jest-environment node
 */
// The step panels of the pages (`<StepPanel action={…} values={{…}} />`) are
// examples a reader copies field by field into Studio, so they hold to the
// catalogue as the JSON steps do (handWrittenCalls.test.ts): choices hold
// values they offer, and the panel fills every required field and none its
// choices make the step ignore (an X beside Target element). StepPanel itself
// fails the build on a field the action does not have.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {groups} from '@site/src/catalogue';
import type {Action} from '@site/src/catalogue/define';
import {fieldProblems, literalValue} from './stepValues';
import {filesUnder, root} from './sourceFiles';

interface Panel {
  /** The action prop as written: `action`, `latest`, `browser['open']`. */
  action: string;
  /** Each field the panel fills, with its value when written as a literal (null when it is not). */
  values: Record<string, unknown>;
}

/** `<StepPanel … />` as TSX, or undefined when the text is not one whole element. */
function selfClosingElement(text: string): ts.JsxSelfClosingElement | undefined {
  const source = ts.createSourceFile('panel.tsx', `(${text});`, ts.ScriptTarget.Latest, true);
  if ((source as unknown as {parseDiagnostics: unknown[]}).parseDiagnostics.length) return undefined;
  const [statement] = source.statements;
  const expression =
    statement && ts.isExpressionStatement(statement) && ts.isParenthesizedExpression(statement.expression)
      ? statement.expression.expression
      : undefined;
  return expression && ts.isJsxSelfClosingElement(expression) ? expression : undefined;
}

/**
 * The step panels of an MDX page. Each runs from `<StepPanel` to the first `/>`
 * that closes a whole element: one inside a value would leave it unparsable.
 */
function panelsIn(mdx: string): Panel[] {
  const panels: Panel[] = [];
  for (const start of mdx.matchAll(/<StepPanel\b/g)) {
    let element: ts.JsxSelfClosingElement | undefined;
    for (let end = mdx.indexOf('/>', start.index); !element && end >= 0; end = mdx.indexOf('/>', end + 2)) {
      element = selfClosingElement(mdx.slice(start.index, end + 2));
    }
    if (!element) throw new Error(`A <StepPanel> at offset ${start.index} does not close with />`);
    const attribute = (name: string) =>
      element!.attributes.properties.find(
        (property): property is ts.JsxAttribute => ts.isJsxAttribute(property) && property.name.getText() === name,
      )?.initializer;
    const action = attribute('action');
    const values = attribute('values');
    const object =
      values && ts.isJsxExpression(values) && values.expression && ts.isObjectLiteralExpression(values.expression)
        ? values.expression
        : undefined;
    if (!action || !ts.isJsxExpression(action) || !action.expression || !object) {
      throw new Error(`A <StepPanel> at offset ${start.index} has no action={…} or values={{…}}`);
    }
    panels.push({
      action: action.expression.getText(),
      values: Object.fromEntries(
        object.properties.flatMap((property) =>
          ts.isPropertyAssignment(property)
            ? [[property.name.getText().replace(/^'|'$/g, ''), literalValue(property.initializer)]]
            : [],
        ),
      ),
    });
  }
  return panels;
}

/** The catalogue action an action prop names: `group['key']`, or a constant the page exports as one. */
function resolve(written: string, mdx: string): Action | undefined {
  const constant = /^\w+$/.test(written)
    ? new RegExp(`^export const ${written} = (\\w+\\['[^']+'\\]);`, 'm').exec(mdx)?.[1]
    : undefined;
  const [, group, key] = /^(\w+)\['([^']+)'\]$/.exec(constant ?? written) ?? [];
  return group && key ? groups[group as keyof typeof groups]?.[key] : undefined;
}

/** What is wrong with a panel's fields. Custom code's Code shows beside its panel, as a code block. */
const panelProblems = (action: Action, values: Record<string, unknown>) =>
  fieldProblems(action, values, {shownBeside: action.id === 'utils.customCode' ? ['code'] : []});

const pages = ['docs', 'api', 'blog'].flatMap(filesUnder).filter((file) => /\.mdx$/.test(file));

it('reads a panel with a `/>` in a value, and finds a field a choice turns off or requires', () => {
  const mdx = `export const action = desktop['mouse/click'];\n\n<StepPanel action={action} values={{target: 'element', x: 10}} />\n\n<StepPanel\n  action={robot['decision']}\n  values={{condition: '{{path}} != "C:/>"'}}\n/>\n`;
  const panels = panelsIn(mdx);
  expect(panels).toEqual([
    {action: 'action', values: {target: 'element', x: 10}},
    {action: "robot['decision']", values: {condition: '{{path}} != "C:/>"'}},
  ]);
  const click = resolve('action', mdx)!;
  expect(click.id).toBe('desktop.mouse.click');
  expect(panelProblems(click, panels[0]!.values)).toEqual([
    'desktop.mouse.click v1_0_0 ignores "x" here: it is read only when Target is coordinates',
    'desktop.mouse.click v1_0_0 needs its required input "element" (when Target is element)',
  ]);
  expect(panelProblems(resolve("robot['decision']", mdx)!, {})).toEqual([
    'robot.decision v1_0_0 needs its required input "condition"',
  ]);
});

it('finds a value a choice does not offer, in a Text choice or in the items of a List one', () => {
  const click = groups.desktop['mouse/click']!;
  expect(panelProblems(click, {target: 'coordenadas', x: 1, y: 2})).toEqual([
    'desktop.mouse.click v1_0_0 has no target "coordenadas": one of coordinates, element, image',
  ]);
  const textract = groups.apis['aws/textract']!;
  const required = Object.fromEntries(
    textract.inputs.filter((input) => input.required).map((input) => [input.key, 'x']),
  );
  expect(panelProblems(textract, {...required, features: '["text", "signatures"]'})).toEqual([
    'apis.aws.textract v1_0_0 has no features "signatures": one of text, forms, tables',
  ]);
});

it('finds every step panel of the pages, and each one fills the required fields its choices use, and no other', () => {
  let count = 0;
  const problems = pages.flatMap((file) => {
    const mdx = fs.readFileSync(path.join(root, file), 'utf8');
    return panelsIn(mdx).flatMap(({action: written, values}) => {
      count += 1;
      const action = resolve(written, mdx);
      if (!action) return [`${file}: no catalogue action for action={${written}}`];
      return panelProblems(action, values).map((problem) => `${file}: ${problem}`);
    });
  });
  // Enough of them that a change to how panels are found cannot pass by finding none.
  expect(count).toBeGreaterThan(280);
  expect(problems).toEqual([]);
});
