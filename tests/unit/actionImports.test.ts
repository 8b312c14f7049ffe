/**
 * @jest-environment node
 */
// A page that shows some actions of a catalogue group imports only those
// (src/plugins/catalogue/actionImports.ts), as the compiled MDX shows.
import {execFileSync} from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
// MDX is ESM only, which this jest runs as CommonJS: compile in a child node.
const script = `
import fs from 'node:fs';
import {compile} from '@mdx-js/mdx';
import loadTypeScript from ${JSON.stringify(path.join(root, 'src/typescript.cjs'))};
const load = loadTypeScript(${JSON.stringify(path.join(root, 'package.json'))});
const plugin = load('./src/plugins/catalogue/actionImports.ts').default;
process.stdout.write(String(await compile(fs.readFileSync(0, 'utf8'), {remarkPlugins: [plugin], jsx: true})));
`;
const compiled = async (mdx: string) =>
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {cwd: root, input: mdx, encoding: 'utf8'});

it('imports each action a page reads from a group, and not the group', async () => {
  const js = await compiled(`import browser from '@site/src/catalogue/actions/browser';

export const action = browser['open'];

<StepPanel action={browser.close} values={{browser: 'chromium'}} output="browser" />
`);
  expect(js).not.toContain("'@site/src/catalogue/actions/browser'");
  expect(js).toContain('import browser__open from "@generated/tucano-catalogue/default/action-browser-open.json"');
  // A step panel gets the action's step form: its name and field labels.
  expect(js).toContain(
    'import browser__close__step from "@generated/tucano-catalogue/default/action-browser-close.step.json"',
  );
  expect(js).not.toContain('action-browser-close.json');
  expect(js).toContain('export const action = browser__open');
  expect(js).toMatch(/action: browser__close__step|action=\{browser__close__step\}/);
  // An object key of the same name is not a use of the group.
  expect(js).toMatch(/browser: "chromium"|browser: 'chromium'/);
});

it('names a versioned key by its file', async () => {
  const js = await compiled(`import browser from '@site/src/catalogue/actions/browser';

export const action = browser['download/v1_0_0'];
`);
  expect(js).toContain('"@generated/tucano-catalogue/default/action-browser-download~v1_0_0.json"');
});

it('keeps the import of a page that uses the group itself', async () => {
  const js = await compiled(`import browser from '@site/src/catalogue/actions/browser';

export const action = browser['open'];

<ActionIndex group={browser} />
`);
  expect(js).toContain("'@site/src/catalogue/actions/browser'");
  expect(js).not.toContain('@generated');
});

it('gives a step panel the step form and other uses of the same action the whole action', async () => {
  const js = await compiled(`import robot from '@site/src/catalogue/actions/robot';

export const action = robot['loop'];

<StepPanel action={robot['loop']} values={{}} />

<StepPanel action={robot.loop} values={{}} />
`);
  expect(js.match(/action-robot-loop\.step\.json/g)).toHaveLength(1);
  expect(js.match(/action-robot-loop\.json/g)).toHaveLength(1);
  expect(js).toContain('export const action = robot__loop');
  expect(js.match(/robot__loop__step/g)!.length).toBeGreaterThanOrEqual(3);
});

it('marks the group of a page that shows it only through ApiReference as a lazy group', async () => {
  const js = await compiled(`import browser from '@site/src/catalogue/actions/browser';

<ApiModuleIndex actions={browser} />

<ApiAction action={browser['open']} />

<ApiAction action={browser['download/v2_0_0']} />
`);
  expect(js).toContain('import browser from "@site/src/catalogue/actions/browser?lazy-group"');
  expect(js).not.toContain('@generated');
});

it('marks a group as a lazy group when its module list is shown only through ApiReference', async () => {
  const js = await compiled(`import desktop from '@site/src/catalogue/actions/desktop';
import {actionsOf} from '@site/src/catalogue/modules';

export const mouse = actionsOf('mouse', desktop);

<ApiModuleIndex actions={mouse} />

<ApiAction action={desktop['mouse/click']} />
`);
  expect(js).toContain('import desktop from "@site/src/catalogue/actions/desktop?lazy-group"');
  // The list of lazy groups is lazy too.
  expect(js).toContain('import {lazyActionsOf} from "@site/src/catalogue/lazyGroup"');
  expect(js).toMatch(
    /export const mouse = lazyActionsOf\("mouse", desktop\)|export const mouse = lazyActionsOf\('mouse', desktop\)/,
  );
});

it('keeps the plain import when the module list is also read elsewhere', async () => {
  const js = await compiled(`import desktop from '@site/src/catalogue/actions/desktop';
import {actionsOf} from '@site/src/catalogue/modules';

export const mouse = actionsOf('mouse', desktop);

The mouse module has {mouse.length} actions.

<ApiModuleIndex actions={mouse} />
`);
  expect(js).toContain("'@site/src/catalogue/actions/desktop'");
  expect(js).not.toContain('lazy-group');
  expect(js).not.toContain('lazyActionsOf');
});

it('marks the group of a group page that shows it only as action cards as a lazy group', async () => {
  const js = await compiled(`import database from '@site/src/catalogue/actions/database';

<GroupActions actions={database} folder="mysql" headingLevel={3} />

<GroupActions actions={database} folder="oracle" headingLevel={3} />
`);
  expect(js).toContain('import database from "@site/src/catalogue/actions/database?lazy-group"');
});

it('keeps the plain import when the page also reads the group elsewhere', async () => {
  const js = await compiled(`import browser from '@site/src/catalogue/actions/browser';

export const count = Object.keys(browser).length;

<ApiAction action={browser['open']} />
`);
  expect(js).toContain("'@site/src/catalogue/actions/browser'");
  expect(js).not.toContain('lazy-group');
});
