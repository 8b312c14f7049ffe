/**
 * @jest-environment node
 */
import {callSignature, customCodeCall, jsonStep, referenceToJs} from '@site/src/catalogue/examples';
import fs from 'node:fs';
import browser from '@site/src/catalogue/actions/browser';
import robot from '@site/src/catalogue/actions/robot';
import desktop from '@site/src/catalogue/actions/desktop';
import {allActions} from '@site/src/catalogue';
import {defaultsWritten, fieldProblems} from './stepValues';
import type {Action} from '@site/src/catalogue/define';

describe('generated examples', () => {
  it('write a JSON step with the identifier, version, required fields and output', () => {
    const step = JSON.parse(jsonStep(browser['download/v2_0_0']));
    expect(step).toMatchObject({action: 'browser.download', version: 'v2_0_0', output: 'download'});
    expect(step.inputs).toMatchObject({session: '{{browser}}', element: '@downloadXmlButton'});
  });

  it('leave out an input at its default, as an export does, where the call in code names it', () => {
    const navigation = browser.navigation;
    expect(JSON.parse(jsonStep(navigation)).inputs).not.toHaveProperty('operation');
    expect(customCodeCall(navigation)).toContain('operation: "goTo",');
    const atDefault = allActions.flatMap((action) =>
      defaultsWritten(action, (JSON.parse(jsonStep(action)) as {inputs: Record<string, unknown>}).inputs),
    );
    expect(atDefault).toEqual([]);
  });

  it('write output null when the action produces no variable, as every exported step holds output', () => {
    expect(JSON.parse(jsonStep(browser['fill-field']))).toHaveProperty('output', null);
  });

  it('turn references into the variables customCode reads', () => {
    expect(referenceToJs('invoiceNumber')).toBe('vars.invoiceNumber');
    expect(referenceToJs('params.customerId')).toBe('params.customerId');
    expect(referenceToJs('custom.erpPassword')).toBe('custom.erpPassword');
  });

  it('write an awaited customCode call with the output bound to a constant', () => {
    const code = customCodeCall(browser['download/v2_0_0']);
    expect(code).toMatch(/^const download = await actions\.browser\.download\(\{/);
    expect(code).toContain('session: vars.browser,');
    expect(code).toContain('fileName: `nfe-${vars.invoiceNumber}.xml`,');
  });

  it('call an older version by name', () => {
    expect(customCodeCall(browser['download/v1_0_0'])).toContain('await actions.browser.download.v1_0_0({');
  });
});

describe('references nested in object and list examples', () => {
  it('become variables inside the JavaScript literal', () => {
    const action = {
      ...browser['fill-field'],
      inputs: [
        {
          key: 'parameters',
          label: 'Parameters',
          type: 'Object' as const,
          required: true,
          description: 'x',
          example: {cnpj: '{{params.cnpj}}', 'due-date': '2026-11-30', ids: ['{{invoice.id}}', 3]},
        },
      ],
    };
    expect(customCodeCall(action)).toContain(
      'parameters: {cnpj: params.cnpj, "due-date": "2026-11-30", ids: [vars.invoice.id, 3]},',
    );
  });
});

describe('actions code cannot call', () => {
  it('have no customCode call: flow control and Custom code itself', async () => {
    const {default: robot} = await import('@site/src/catalogue/actions/robot');
    const {default: utils} = await import('@site/src/catalogue/actions/utils');
    expect(robot['loop'].jsCall).toBeNull();
    expect(customCodeCall(robot['loop'])).toBeNull();
    expect(utils['customCode/v2_0_0'].jsCall).toBeNull();
    expect(utils['log'].jsCall).toBe('actions.utils.log');
  });
});

describe('inputs a choice turns off (usedWhen)', () => {
  /** What is wrong with the fields of an action's generated JSON step, by the rules pages' examples follow too. */
  const exampleProblems = (action: Action) =>
    fieldProblems(action, (JSON.parse(jsonStep(action)) as {inputs: Record<string, unknown>}).inputs);

  it('never appear in a generated example, and every field its choices require does', () => {
    expect(allActions.flatMap(exampleProblems)).toEqual([]);
    expect(Object.keys(JSON.parse(jsonStep(desktop['mouse/click'])).inputs)).toEqual(['x', 'y']);
  });

  it('are caught when an example switches the choice but not its fields', () => {
    const click = desktop['mouse/click'];
    const byElement = {
      ...click,
      inputs: click.inputs.map((input) => (input.key === 'target' ? {...input, example: 'element'} : input)),
    };
    expect(exampleProblems(byElement)).toEqual([
      'desktop.mouse.click v1_0_0 ignores "x" here: it is read only when Target is coordinates',
      'desktop.mouse.click v1_0_0 ignores "y" here: it is read only when Target is coordinates',
      'desktop.mouse.click v1_0_0 needs its required input "element" (when Target is element)',
    ]);
  });

  it('mark a field required only with some choices as optional in the call signature', () => {
    expect(callSignature(desktop['mouse/click'])).toBe(
      'await actions.desktop.mouse.click({target?, x?, y?, element?, image?, button?, doubleClick?, timeout?})',
    );
  });
});

describe('call signatures', () => {
  it('name every field key, optional ones marked, and bind the result', () => {
    expect(callSignature(browser['download/v2_0_0'])).toBe(
      'const download = await actions.browser.download({session, element, fileName?, timeout?})',
    );
    expect(callSignature(browser['download/v1_0_0'])).toMatch(/^await actions\.browser\.download\.v1_0_0\(\{session, /);
  });

  it('give an action code cannot call as the keys of its JSON step', async () => {
    const {default: robot} = await import('@site/src/catalogue/actions/robot');
    expect(callSignature(robot['loop'])).toBe(
      '{"action": "robot.loop", "inputs": {mode, count?, condition?, list?, itemVariable?, indexVariable?, loopName?, maxIterations?}, "output": null}',
    );
  });
});

describe('flow-control examples', () => {
  it('hold their branches, one list per branch, and the output their panel names', () => {
    const branches = (key: string) => JSON.parse(jsonStep(robot[key]));
    expect(branches('decision')).toMatchObject({branches: {then: [], else: []}});
    expect(branches('try_catch')).toMatchObject({branches: {try: [], catch: []}});
    expect(branches('section')).toMatchObject({branches: {steps: []}});
    const loop = branches('loop');
    expect(loop).toMatchObject({branches: {body: []}});
    // The loop names its item in Item variable; Try catch's error is its output variable.
    expect(loop.output).toBeNull();
    expect(branches('try_catch').output).toBe('error');
    expect(JSON.parse(jsonStep(browser['click']))).not.toHaveProperty('branches');
  });

  it('name the loop item as the Loop page and the API overview do', () => {
    const loop = JSON.parse(jsonStep(robot['loop']));
    expect(loop.inputs).toMatchObject({mode: 'forEach', list: '{{units}}', itemVariable: 'unit'});
    expect(fs.readFileSync('docs/docs/robot/loop.mdx', 'utf8')).toContain("itemVariable: 'unit'");
    expect(fs.readFileSync('api/intro.mdx', 'utf8')).toContain('"itemVariable": "unit"');
  });
});
