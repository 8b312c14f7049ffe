/**
 * @jest-environment node
 */
// The catalogue's own rules, and its agreement with the site map: every
// /docs/ and /api/ route has catalogue entries, every entry's routes are in
// the site map, and versions match the versioned routes.
import {actionRows, allActions, groups} from '@site/src/catalogue';
import {validateCatalogue, validateGroup} from '@site/src/catalogue/validate';
import {defineGroup, CatalogueError} from '@site/src/catalogue/define';
import {API_MODULES, actionsOf, apiModuleOf, apiModuleRoute} from '@site/src/catalogue/modules';
import {apiAnchor, apiHeading} from '@site/src/catalogue/slug';
import fs from 'node:fs';
import path from 'node:path';
import {slug} from 'github-slugger';
import type {ActionSpec} from '@site/src/catalogue/schema';
import {routes} from '../routeList';
import {stepData} from '@site/src/plugins/catalogue/actionData';

const docsRoutes = routes.filter((r) => r.startsWith('/docs/'));

const validSpec: ActionSpec = {
  id: 'browser.example',
  title: 'Example',
  summary: 'Does one thing.',
  minClient: '4.0',
  inputs: [{key: 'url', label: 'URL', type: 'Text', required: true, description: 'An address.'}],
  outputs: [],
  errors: [{code: 'BROWSER_EXAMPLE_FAILED', message: 'It failed.', when: 'Always.', fix: 'Never.'}],
};

// One case per action, so a failure names the action.
const eachAction = allActions.map((action) => [`${action.id} ${action.version}`, action] as const);

describe('the catalogue', () => {
  it('passes schema validation', () => {
    expect(validateCatalogue(groups)).toEqual([]);
  });

  // The site map is a floor: the site may serve more actions than it lists.
  it.each(docsRoutes)('has an entry for %s of the site map', (route) => {
    expect(allActions.map((a) => a.docsRoute)).toContain(route);
  });

  it.each(eachAction)('anchors %s where Docusaurus (github-slugger) slugs its API heading', (_, action) => {
    const versioned = action.versions.length > 1;
    const anchor = apiAnchor(action.id, action.version, versioned);
    expect(anchor).toBe(slug(apiHeading(action.id, action.version, versioned)));
    expect(action.apiRoute.endsWith(`#${anchor}`)).toBe(true);
  });

  it('anchors the characters the schema allows, and one heading of each shape', () => {
    expect(apiAnchor('database.mysql.close-Connection_2', 'v2_0_0', true)).toBe(
      slug('database.mysql.close-Connection_2 v2_0_0'),
    );
    expect(apiAnchor('browser.download', 'v2_0_0', true)).toBe('browserdownload-v2_0_0');
  });

  it('gives the All actions table a row per docs page, with only what the table shows', () => {
    const rows = actionRows();
    expect(rows.map((row) => row.docsRoute)).toEqual(allActions.flatMap((a) => (a.docsRoute ? [a.docsRoute] : [])));
    expect(rows.map((row) => row.docsRoute)).toEqual(expect.arrayContaining(docsRoutes));
    expect(new Set(rows.map((row) => Object.keys(row).sort().join()))).toEqual(
      new Set([
        ['apiRoute', 'docsRoute', 'group', 'id', 'isLatest', 'minClient', 'summary', 'title', 'version'].sort().join(),
      ]),
    );
  });

  it.each(eachAction)('documents %s on an API page of the site map', (_, action) => {
    expect(routes).toContain(action.apiRoute.split('#')[0]);
  });

  it.each(routes.filter((r) => r.startsWith('/api/actions/')))('gives the API module page %s an action', (route) => {
    expect(allActions.map((a) => a.apiRoute.split('#')[0])).toContain(route);
  });

  it('has exactly the versioned actions the product has, each with a page per version', () => {
    const versioned = allActions.filter((a) => a.versions.length > 1);
    const byId = Object.fromEntries(versioned.map((a) => [a.id, a.versions.join(',')]));
    expect(byId).toEqual({
      'browser.download': 'v1_0_0,v2_0_0',
      'desktop.keyboard.enterText': 'v1_0_0,v2_0_0',
      'robot.callSubRoutine': 'v1_0_0,v2_0_0',
      'robot.exitSubRoutine': 'v1_0_0,v2_0_0,v3_0_0',
      'utils.customCode': 'v1_0_0,v2_0_0',
    });
    expect(versioned.filter((a) => !a.docsRoute?.endsWith(`/${a.version}`))).toEqual([]);
    const versionedRoutes = docsRoutes.filter((r) => /\/v\d_\d_\d$/.test(r));
    expect(versionedRoutes).toHaveLength(versioned.length);
  });

  it.each(eachAction)('flags %s latest only if it is, and supersedes it otherwise', (_, action) => {
    const latest = action.versions[action.versions.length - 1];
    expect(action.isLatest).toBe(action.version === latest);
    expect(Boolean(action.supersededBy)).toBe(!action.isLatest);
  });

  it.each(eachAction)('keeps the error codes of %s unique and in one naming scheme', (_, action) => {
    const codes = action.errors.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((code) => !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(code))).toEqual([]);
  });

  it('says when an input is required only in its usedWhen, so the Required column and the examples can say it too', () => {
    const restated = allActions.flatMap((action) =>
      action.inputs
        .filter((input) => /\bRequired (when|with|for)\b/i.test(input.description))
        .map((input) => `${action.id} ${action.version} ${input.key}`),
    );
    expect(restated).toEqual([]);
  });

  it('gives the same error code the same message everywhere', () => {
    const messages = new Map<string, Set<string>>();
    for (const error of allActions.flatMap((a) => a.errors)) {
      messages.set(error.code, (messages.get(error.code) ?? new Set()).add(error.message));
    }
    const inconsistent = [...messages].filter(([, set]) => set.size > 1).map(([code]) => code);
    expect(inconsistent).toEqual([]);
  });

  it('has every action of the product', () => {
    expect(allActions.length).toBeGreaterThanOrEqual(180);
  });

  it.each(eachAction)('gives %s a summary sentence and at least one error', (_, action) => {
    expect(action.summary).toMatch(/\.$/);
    expect(action.errors.length).toBeGreaterThan(0);
  });
});

describe('invalid entries', () => {
  it('name the action and its file when the schema is broken', () => {
    const group = defineGroup('browser', [
      {...validSpec, inputs: [{...validSpec.inputs[0], type: 'Textish' as 'Text'}]},
    ]);
    const [problem] = validateGroup('browser', group);
    expect(problem).toContain('"browser.example"');
    expect(problem).toContain('src/catalogue/actions/browser.ts');
    expect(problem).toContain('inputs.0.type');
  });

  it('reject an error code that breaks the naming scheme', () => {
    const group = defineGroup('browser', [{...validSpec, errors: [{...validSpec.errors[0], code: 'notFound'}]}]);
    expect(validateGroup('browser', group).join()).toContain('UPPER_SNAKE_CASE');
  });

  it('reject a required input with a default, which could not say what leaving it out does', () => {
    const group = defineGroup('browser', [
      {...validSpec, inputs: [{...validSpec.inputs[0], required: true, default: 'x'}]},
    ]);
    expect(validateGroup('browser', group).join()).toContain('a required input has no default');
  });

  it('reject a usedWhen that names no choice or switch of the step, or a value it never holds', () => {
    const mode = {
      key: 'mode',
      label: 'Mode',
      type: 'Text',
      required: false,
      default: 'page',
      values: ['page', 'tab'],
      description: 'Where.',
    } as const;
    const dependent = (usedWhen: Record<string, (string | boolean)[]>) =>
      validateGroup(
        'browser',
        defineGroup('browser', [{...validSpec, inputs: [mode, {...validSpec.inputs[0], usedWhen}]}]),
      );
    expect(dependent({mode: ['tab']})).toEqual([]);
    expect(dependent({mod: ['tab']}).join()).toContain('inputs.1.usedWhen.mod: the step has no other input "mod"');
    expect(dependent({mode: ['window']}).join()).toContain('"mode" never holds "window"');
    expect(dependent({mode: [true]}).join()).toContain('"mode" never holds true');
    expect(dependent({url: ['x']}).join()).toContain('the step has no other input "url"');
    const withoutDefault = defineGroup('browser', [
      {
        ...validSpec,
        inputs: [
          {...mode, default: undefined},
          {...validSpec.inputs[0], usedWhen: {mode: ['tab']}},
        ],
      },
    ]);
    expect(validateGroup('browser', withoutDefault).join()).toContain('"mode" can be left empty: give it a default');
    // A switch (Boolean) works with true or false; a free Text field is no choice at all.
    const inputs = [
      {key: 'wait', label: 'Wait', type: 'Boolean', required: false, default: true, description: 'Wait.'},
      {key: 'note', label: 'Note', type: 'Text', required: false, default: 'x', description: 'A note.'},
    ] as const;
    const on = (usedWhen: Record<string, (string | boolean)[]>) =>
      validateGroup(
        'browser',
        defineGroup('browser', [{...validSpec, inputs: [...inputs, {...validSpec.inputs[0], usedWhen}]}]),
      ).join();
    expect(on({wait: [true]})).toBe('');
    expect(on({wait: ['on']})).toContain('"wait" never holds "on"');
    expect(on({note: ['x']})).toContain('"note" is neither a choice (values) nor a Boolean');
  });

  it('reject an id outside its group file', () => {
    expect(() => defineGroup('email', [validSpec])).toThrow(CatalogueError);
    expect(() => defineGroup('email', [validSpec])).toThrow('must start with "email."');
  });

  it('reject a duplicate error code in one action', () => {
    const spec = {...validSpec, errors: [validSpec.errors[0], validSpec.errors[0]]};
    expect(() => defineGroup('browser', [spec])).toThrow('BROWSER_EXAMPLE_FAILED is listed twice');
  });

  it('require an older version to say what replaces it', () => {
    const specs: ActionSpec[] = [
      {...validSpec, version: 'v1_0_0'},
      {...validSpec, version: 'v2_0_0'},
    ];
    expect(() => defineGroup('browser', specs)).toThrow('an older version needs supersededBy');
  });

  it('accept a valid entry and derive its routes and call', () => {
    const {example} = defineGroup('browser', [validSpec]);
    expect(example).toMatchObject({
      docsRoute: '/docs/browser/example',
      apiRoute: '/api/actions/browser#browserexample',
      jsCall: 'actions.browser.example',
      isLatest: true,
      version: 'v1_0_0',
    });
  });
});

describe('API modules', () => {
  it('route each id prefix to its page, longest prefix first', () => {
    expect(apiModuleRoute(apiModuleOf('database.mysql.query'))).toBe('/api/actions/apis/database/mysql');
    expect(apiModuleRoute(apiModuleOf('database.dataStore.getData'))).toBe('/api/actions/apis/database');
    expect(apiModuleRoute(apiModuleOf('desktop.keyboard.pressKey'))).toBe('/api/actions/keyboard');
    expect(apiModuleRoute(apiModuleOf('robot.loop'))).toBe('/api/');
  });

  it('refuse an id no module covers, naming where to add it', () => {
    expect(() => apiModuleOf('teleport.beam')).toThrow('src/catalogue/modules.ts');
  });

  it('list, with actionsOf, every action on exactly one module page', () => {
    const all = Object.values(groups);
    const listed = API_MODULES.flatMap((module) => actionsOf(module.path, ...all));
    expect(listed.map((a) => `${a.id} ${a.version}`).sort()).toEqual(
      allActions.map((a) => `${a.id} ${a.version}`).sort(),
    );
    expect(actionsOf('utils', groups.utils, groups.apis, groups.desktop).map((a) => a.id)).toEqual(
      expect.arrayContaining(['utils.log', 'apis.api-request', 'desktop.process.start']),
    );
    expect(actionsOf('mouse', groups.desktop).every((a) => a.id.startsWith('desktop.mouse.'))).toBe(true);
  });

  it('refuse to list a module that does not exist', () => {
    expect(() => actionsOf('teleport', groups.browser)).toThrow('src/catalogue/modules.ts');
  });

  // What `npm run new-action` writes for a new id; the build's anchor check sees only linked entries.
  it.each(API_MODULES.map((module) => [module.path || '(entry page)', module] as const))(
    'give every action of %s its entry on the module page',
    (_, module) => {
      const base = path.join(__dirname, '..', '..', 'api', module.path ? `actions/${module.path}` : 'intro');
      const file = [`${base}.mdx`, `${base}/index.mdx`].find((f) => fs.existsSync(f))!;
      const headings = [...fs.readFileSync(file, 'utf8').matchAll(/^### (.+)$/gm)].map(([, text]) => text.trim());
      const entries = actionsOf(module.path, ...Object.values(groups)).map((a) =>
        apiHeading(a.id, a.version, a.versions.length > 1),
      );
      expect(entries.filter((heading) => !headings.includes(heading))).toEqual([]);
    },
  );

  it('has one page per module path', () => {
    const paths = API_MODULES.map((m) => m.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

it("a step panel's data is what StepPanel reads: the name and each field's key and label", () => {
  const open = groups.browser.open;
  expect(stepData(open)).toEqual({
    id: 'browser.open',
    version: open.version,
    title: 'Open browser',
    inputs: open.inputs.map(({key, label}) => ({key, label})),
    outputs: [{name: 'browser'}],
  });
});
