/**
 * @jest-environment node
 */
// Code a reader copies from a page calls actions as the catalogue defines
// them: every `actions.<group>.<action>(…)` call in a JavaScript block and
// every step of a JSON block (`"action"`, `"version"`, `"inputs"`) names an
// action that exists, in that version, with input keys it has, choices that
// hold values they offer, none of its required ones left out and none its
// choices make it ignore (`usedWhen`: an X beside Target element). A renamed
// input then fails here, not in a robot.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {allActions} from '@site/src/catalogue';
import {defaultsWritten, fieldProblems, literalValue} from './stepValues';
import {filesUnder, root} from './sourceFiles';

const byCall = new Map(allActions.flatMap((action) => (action.jsCall ? [[action.jsCall, action] as const] : [])));

function callProblems(code: string): {calls: number; problems: string[]} {
  const source = ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true);
  let calls = 0;
  const problems: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && /^actions\./.test(node.expression.getText(source))) {
      calls += 1;
      const callee = node.expression.getText(source);
      const action = byCall.get(callee);
      const [argument] = node.arguments;
      if (!action) problems.push(`${callee}: no such action (or version) in the catalogue`);
      else if (argument && ts.isObjectLiteralExpression(argument)) {
        const given = Object.fromEntries(
          argument.properties.flatMap((property) =>
            property.name
              ? [
                  [
                    property.name.getText(source),
                    ts.isPropertyAssignment(property) ? literalValue(property.initializer) : null,
                  ],
                ]
              : [],
          ),
        );
        problems.push(...fieldProblems(action, given, {complete: !argument.properties.some(ts.isSpreadAssignment)}));
      } else if (!argument) problems.push(...fieldProblems(action, {}));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return {calls, problems};
}

interface JsonStep {
  action?: unknown;
  version?: unknown;
  inputs?: unknown;
}

function stepProblems(value: unknown, found: {steps: number; problems: string[]}): void {
  if (Array.isArray(value)) return value.forEach((item) => stepProblems(item, found));
  if (!value || typeof value !== 'object') return;
  const step = value as JsonStep;
  if (typeof step.action === 'string' && step.inputs && typeof step.inputs === 'object') {
    found.steps += 1;
    const versions = allActions.filter((action) => action.id === step.action);
    const action =
      typeof step.version === 'string'
        ? versions.find((candidate) => candidate.version === step.version)
        : versions.find((candidate) => candidate.isLatest);
    if (!action) found.problems.push(`${step.action} ${String(step.version ?? '')}: no such action in the catalogue`);
    else {
      const inputs = step.inputs as Record<string, unknown>;
      found.problems.push(...fieldProblems(action, inputs), ...defaultsWritten(action, inputs));
    }
  }
  Object.values(step).forEach((item) => stepProblems(item, found));
}

/** The action calls and JSON steps of a page's code blocks, and what is wrong with them. */
function problemsIn(markdown: string): {calls: number; steps: number; problems: string[]} {
  const found = {calls: 0, steps: 0, problems: [] as string[]};
  for (const [, lang, code] of markdown.matchAll(/^ *```(\w+)[^\n]*\n([\s\S]*?)^ *```/gm)) {
    if (/^(js|javascript|ts|typescript)$/.test(lang!)) {
      const {calls, problems} = callProblems(code!);
      found.calls += calls;
      found.problems.push(...problems);
    } else if (lang === 'json') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(code!);
      } catch {
        // A fragment (an ellipsis, a comment) is prose about JSON, not a step to import.
        continue;
      }
      stepProblems(parsed, found);
    }
  }
  return found;
}

const pages = ['docs', 'api', 'blog'].flatMap(filesUnder).filter((file) => /\.mdx?$/.test(file));

it('finds a renamed input, a missing required one and an unknown action', () => {
  const block = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\`\n`;
  expect(
    problemsIn(block('js', "await actions.browser.open({url: 'https://a.example', browserType: 'chrome'});")).problems,
  ).toEqual([expect.stringContaining('has no input "browserType"')]);
  expect(problemsIn(block('js', 'await actions.browser.click({session: vars.browser});')).problems).toEqual([
    expect.stringContaining('needs its required input "element"'),
  ]);
  expect(problemsIn(block('js', 'await actions.browser.teleport({});')).problems).toEqual([
    expect.stringContaining('no such action'),
  ]);
  expect(
    problemsIn(block('json', '{"action": "browser.open", "version": "v9_0_0", "inputs": {"url": "x"}}')).problems,
  ).toEqual([expect.stringContaining('no such action')]);
  expect(problemsIn(block('json', '{"action": "browser.open", "inputs": {"address": "x"}}')).problems).toEqual([
    expect.stringContaining('has no input "address"'),
    expect.stringContaining('needs its required input "url"'),
  ]);
  // Inputs a choice turns on or off: Target coordinates (the default) needs X and Y and ignores an
  // element; Target element needs one; a Target known only at run time could be either.
  expect(problemsIn(block('js', "await actions.desktop.mouse.click({element: '@ok'});")).problems).toEqual([
    expect.stringContaining('needs its required input "x"'),
    expect.stringContaining('needs its required input "y"'),
    expect.stringContaining('ignores "element" here: it is read only when Target is element'),
  ]);
  expect(
    problemsIn(block('json', '{"action": "desktop.mouse.click", "inputs": {"target": "element", "x": 10}}')).problems,
  ).toEqual([
    expect.stringContaining('ignores "x" here: it is read only when Target is coordinates'),
    expect.stringContaining('needs its required input "element" (when Target is element)'),
  ]);
  expect(
    problemsIn(block('js', "await actions.desktop.mouse.click({target: vars.target, element: '@ok'});")).problems,
  ).toEqual([]);
  expect(
    problemsIn(block('json', '{"action": "browser.open", "inputs": {"url": "https://a.example", "browser": "chrome"}}'))
      .problems,
  ).toEqual([expect.stringContaining('has no browser "chrome": one of chromium, edge, firefox')]);
  // The same call written as the pages write it passes.
  expect(
    problemsIn(block('ts', "const b = await actions.browser.open({url: 'https://a.example', browser: 'chromium'});")),
  ).toEqual({calls: 1, steps: 0, problems: []});
});

it('finds the calls and steps of every page, and each one fits the catalogue', () => {
  let calls = 0;
  let steps = 0;
  const problems = pages.flatMap((file) => {
    const found = problemsIn(fs.readFileSync(path.join(root, file), 'utf8'));
    calls += found.calls;
    steps += found.steps;
    return found.problems.map((problem) => `${file}: ${problem}`);
  });
  // Enough of them that a change to how blocks are found cannot pass by finding none.
  expect(calls).toBeGreaterThan(150);
  expect(steps).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});
