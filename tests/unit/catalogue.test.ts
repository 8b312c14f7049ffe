/**
 * @jest-environment node
 */
// The catalogue's own rules, and its agreement with the site map: every
// /docs/ and /api/ route has catalogue entries, every entry's routes are in
// the site map, and versions match the versioned routes.
import {actionRows, allActions, groups} from '@site/src/catalogue';
import {validateCatalogue, validateGroup} from '@site/src/catalogue/validate';
import {defineGroup, CatalogueError} from '@site/src/catalogue/define';
import {API_MODULES, apiModuleOf, apiModuleRoute} from '@site/src/catalogue/modules';
import {apiAnchor, apiHeading} from '@site/src/catalogue/slug';
import {slug} from 'github-slugger';
import type {ActionSpec} from '@site/src/catalogue/schema';
import {routes} from '../routeList';

const docsRoutes = routes.filter((r) => r.startsWith('/docs/'));

const validSpec: ActionSpec = {
  id: 'browser.example',
  title: 'Example',
  summary: 'Does one thing.',
  inputs: [{key: 'url', label: 'URL', type: 'Text', required: true, description: 'An address.'}],
  outputs: [],
  errors: [{code: 'BROWSER_EXAMPLE_FAILED', message: 'It failed.', when: 'Always.', fix: 'Never.'}],
};

describe('the catalogue', () => {
  it('passes schema validation', () => {
    expect(validateCatalogue(groups)).toEqual([]);
  });

  it('has an entry for every action route of the site map, and no entry outside it', () => {
    const catalogueRoutes = allActions.flatMap((a) => (a.docsRoute ? [a.docsRoute] : []));
    expect([...catalogueRoutes].sort()).toEqual([...docsRoutes].sort());
  });

  it('anchors each API entry where Docusaurus (github-slugger) slugs its heading', () => {
    for (const action of allActions) {
      const versioned = action.versions.length > 1;
      const anchor = apiAnchor(action.id, action.version, versioned);
      expect(anchor).toBe(slug(apiHeading(action.id, action.version, versioned)));
      expect(action.apiRoute.endsWith(`#${anchor}`)).toBe(true);
    }
    // The characters the schema allows, and one heading of each shape.
    expect(apiAnchor('database.mysql.close-Connection_2', 'v2_0_0', true)).toBe(
      slug('database.mysql.close-Connection_2 v2_0_0'),
    );
    expect(apiAnchor('browser.download', 'v2_0_0', true)).toBe('browserdownload-v2_0_0');
  });

  it('gives the All actions table a row per docs page, with only what the table shows', () => {
    const rows = actionRows();
    expect(rows.map((row) => row.docsRoute).sort()).toEqual([...docsRoutes].sort());
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        ['apiRoute', 'docsRoute', 'group', 'id', 'isLatest', 'summary', 'title', 'version'].sort(),
      );
    }
  });

  it('documents every action on an API page of the site map', () => {
    for (const action of allActions) {
      const page = action.apiRoute.split('#')[0];
      expect(routes).toContain(page);
    }
  });

  it('gives every API module page of the site map at least one action', () => {
    const pages = new Set(allActions.map((a) => a.apiRoute.split('#')[0]));
    for (const route of routes.filter((r) => r.startsWith('/api/actions/'))) {
      expect(pages).toContain(route);
    }
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
    for (const action of versioned) {
      expect(action.docsRoute).toMatch(new RegExp(`/${action.version}$`));
    }
    const versionedRoutes = docsRoutes.filter((r) => /\/v\d_\d_\d$/.test(r));
    expect(versionedRoutes).toHaveLength(versioned.length);
  });

  it('flags exactly one latest version per action, and supersedes the others', () => {
    for (const action of allActions) {
      const latest = action.versions[action.versions.length - 1];
      expect(action.isLatest).toBe(action.version === latest);
      expect(Boolean(action.supersededBy)).toBe(!action.isLatest);
    }
  });

  it('keeps error codes unique per action and prefixed by one naming scheme', () => {
    for (const action of allActions) {
      const codes = action.errors.map((e) => e.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/);
    }
  });

  it('gives the same error code the same message everywhere', () => {
    const messages = new Map<string, Set<string>>();
    for (const error of allActions.flatMap((a) => a.errors)) {
      messages.set(error.code, (messages.get(error.code) ?? new Set()).add(error.message));
    }
    const inconsistent = [...messages].filter(([, set]) => set.size > 1).map(([code]) => code);
    expect(inconsistent).toEqual([]);
  });

  it('has real content: every action has a summary sentence and at least one error', () => {
    expect(allActions.length).toBeGreaterThanOrEqual(180);
    for (const action of allActions) {
      expect(action.summary).toMatch(/\.$/);
      expect(action.errors.length).toBeGreaterThan(0);
    }
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

  it('has one page per module path', () => {
    const paths = API_MODULES.map((m) => m.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
