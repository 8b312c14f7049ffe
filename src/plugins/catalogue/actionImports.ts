/**
 * Remark plugin: a page that imports a catalogue group to show some of its
 * actions ships only those actions. Pages write
 *   import browser from '@site/src/catalogue/actions/browser';
 *   export const action = browser['open'];   <StepPanel action={robot['loop']} />
 * and the group module is every action of the group with its texts (the
 * browser group is about 12 KB brotli on an action page; a tutorial that
 * shows steps of five groups carried all five). Where every use of the
 * imported name is `group['key']` or `group.key`, the import becomes one
 * import per action used, of the JSON the catalogue plugin writes for it
 * (`actionDataFile`), and each use becomes that import's name. A page that
 * uses the group itself (to list it) keeps the import. A read that is a
 * step panel's `action` (`<StepPanel action={robot['loop']} …/>`) imports the
 * action's step form instead: its name and field labels only.
 *
 * A page that shows a group only through components whose HTML the browser
 * keeps (`<ApiModuleIndex actions={browser} />`, `<ApiAction
 * action={browser['open']} />`, `<GroupActions actions={browser} />`,
 * `<ModuleErrors actions={checker} … />`), or in
 * an API module list that it shows only so (`export const mouse =
 * actionsOf('mouse', desktop)` and `<ApiModuleIndex actions={mouse} />`),
 * keeps the import with `?lazy-group`: in the browser bundle the group
 * becomes a lazy group (lazyGroupLoader.cjs), as what they show is in the
 * page's HTML already. Such a list's `actionsOf` becomes `lazyActionsOf`
 * (src/catalogue/lazyGroup.ts), which makes a lazy list of lazy groups.
 *
 * Works on the estree MDX attaches to ESM and expression nodes, which is what
 * MDX compiles; writers keep writing the imports above.
 */
import {actionDataFile, type ActionForm} from './actionData';

const GROUP_IMPORT = /^@site\/src\/catalogue\/actions\/(\w+)$/;

type EsNode = {type: string; [key: string]: unknown};
interface MdNode {
  type: string;
  name?: string | null;
  data?: {estree?: EsNode};
  children?: MdNode[];
  attributes?: MdNode[];
  value?: unknown;
}

/** Every estree program in the MDX tree: ESM, expressions and attribute values. */
function programs(node: MdNode, found: EsNode[] = []): EsNode[] {
  if (node.data?.estree) found.push(node.data.estree);
  const value = node.value as MdNode | undefined;
  if (value && typeof value === 'object' && value.data?.estree) found.push(value.data.estree);
  if (Array.isArray(node.attributes)) node.attributes.forEach((attribute) => programs(attribute, found));
  if (Array.isArray(node.children)) node.children.forEach((child) => programs(child, found));
  return found;
}

/** The expressions given as a step panel's `action`: `robot['loop']` in `<StepPanel action={robot['loop']} />`. */
function stepPanelActions(node: MdNode, found = new Set<EsNode>()): Set<EsNode> {
  if (node.type.startsWith('mdxJsx') && node.name === 'StepPanel') {
    const action = node.attributes?.find((attribute) => attribute.name === 'action')?.value as MdNode | undefined;
    const statement = (action?.data?.estree?.body as EsNode[] | undefined)?.[0];
    if (statement?.type === 'ExpressionStatement') found.add(statement.expression as EsNode);
  }
  node.children?.forEach((child) => stepPanelActions(child, found));
  return found;
}

/** The components whose server HTML the browser keeps, and the prop each takes a group or an action by. */
const KEPT_HTML_PROPS: Record<string, string> = {
  ApiAction: 'action',
  ApiModuleIndex: 'actions',
  GroupActions: 'actions',
  ModuleErrors: 'actions',
};

/** The expressions given to those components: `browser['open']` in `<ApiAction action={…} />`, `browser` in `<ApiModuleIndex actions={…} />`. */
function keptHtmlProps(node: MdNode, found = new Set<EsNode>()): Set<EsNode> {
  const prop = node.name ? KEPT_HTML_PROPS[node.name] : undefined;
  if (node.type.startsWith('mdxJsx') && prop) {
    const value = node.attributes?.find((attribute) => attribute.name === prop)?.value as MdNode | undefined;
    const statement = (value?.data?.estree?.body as EsNode[] | undefined)?.[0];
    if (statement?.type === 'ExpressionStatement') found.add(statement.expression as EsNode);
  }
  node.children?.forEach((child) => keptHtmlProps(child, found));
  return found;
}

export const LAZY_GROUP_QUERY = '?lazy-group';

/** Calls `visit(node, parent, key)` for every estree node below `node`. */
function walk(node: unknown, visit: (node: EsNode, parent: EsNode, key: string) => void, parent?: EsNode, key = '') {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((child, i) => walk(child, visit, parent, `${key}.${i}`));
  const esNode = node as EsNode;
  if (typeof esNode.type === 'string' && parent) visit(esNode, parent, key);
  for (const [childKey, child] of Object.entries(esNode)) {
    if (childKey !== 'loc' && childKey !== 'range' && childKey !== 'position') walk(child, visit, esNode, childKey);
  }
}

interface Reference {
  node: EsNode;
  parent: EsNode;
  key: string;
}

/** Every reference to the name `name` in `programs`, other than `declared` (where it is declared). */
function referencesTo(name: string, programs: EsNode[], declared: EsNode): Reference[] {
  const found: Reference[] = [];
  for (const program of programs) {
    walk(program, (node, parent, key) => {
      if (node.type !== 'Identifier' || node.name !== name || node === declared) return;
      // A name that is not a reference: `{browser: 'chromium'}`, `step.browser`.
      if (parent.type === 'Property' && key === 'key' && !parent.computed && !parent.shorthand) return;
      if (parent.type === 'MemberExpression' && key === 'property' && !parent.computed) return;
      found.push({node, parent, key});
    });
  }
  return found;
}

/**
 * The `actionsOf(…)` calls whose list the page shows only as kept HTML,
 * with the program each is in: `export const mouse =
 * actionsOf('mouse', desktop)`, where every use of `mouse` is
 * `<ApiModuleIndex actions={mouse} />`.
 */
function listsShownOnlyAsKeptHtml(programs: EsNode[], keptProps: Set<EsNode>): Map<EsNode, EsNode> {
  const calls = new Map<EsNode, EsNode>();
  for (const program of programs) {
    walk(program, (node) => {
      if (node.type !== 'VariableDeclarator') return;
      const id = node.id as EsNode & {name?: string};
      const init = node.init as (EsNode & {callee?: EsNode & {name?: string}}) | null;
      if (id.type !== 'Identifier' || init?.type !== 'CallExpression' || init.callee?.name !== 'actionsOf') return;
      const uses = referencesTo(id.name!, programs, id);
      if (uses.length > 0 && uses.every((use) => keptProps.has(use.node))) calls.set(init, program);
    });
  }
  return calls;
}

/** Makes each list call `lazyActionsOf`, imported once into each program that holds one. */
function useLazyActionsOf(lists: Map<EsNode, EsNode>) {
  const name = 'lazyActionsOf';
  for (const [call, program] of lists) {
    call.callee = {type: 'Identifier', name};
    const body = program.body as EsNode[];
    const imported = body.some(
      (node) => node.type === 'ImportDeclaration' && (node.source as {value?: unknown}).value === LAZY_GROUP_MODULE,
    );
    if (imported) continue;
    body.unshift({
      type: 'ImportDeclaration',
      specifiers: [{type: 'ImportSpecifier', imported: {type: 'Identifier', name}, local: {type: 'Identifier', name}}],
      source: {type: 'Literal', value: LAZY_GROUP_MODULE},
    });
  }
}

const LAZY_GROUP_MODULE = '@site/src/catalogue/lazyGroup';

/** `group['key']` or `group.key`: the key, if `node` reads an action of `name` so. */
function actionKey(node: EsNode, name: string): string | null {
  if (node.type !== 'MemberExpression') return null;
  const object = node.object as EsNode;
  const property = node.property as EsNode & {name?: string; value?: unknown};
  if (object.type !== 'Identifier' || object.name !== name) return null;
  if (node.computed) return property.type === 'Literal' && typeof property.value === 'string' ? property.value : null;
  return property.type === 'Identifier' ? (property.name ?? null) : null;
}

/** Replaces the object `target` in place with `replacement` (estree nodes are owned by their parents). */
function replaceWith(target: EsNode, replacement: EsNode) {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, replacement);
}

export default function remarkActionImports() {
  return (tree: MdNode) => {
    const all = programs(tree);
    const stepReads = stepPanelActions(tree);
    const keptProps = keptHtmlProps(tree);
    const keptLists = listsShownOnlyAsKeptHtml(all, keptProps);
    for (const program of all) {
      const body = program.body as EsNode[] | undefined;
      if (!body) continue;
      for (const declaration of [...body]) {
        if (declaration.type !== 'ImportDeclaration') continue;
        const group = GROUP_IMPORT.exec(String((declaration.source as {value?: unknown}).value))?.[1];
        const specifiers = declaration.specifiers as EsNode[];
        if (!group || specifiers.length !== 1 || specifiers[0]!.type !== 'ImportDefaultSpecifier') continue;
        const name = (specifiers[0]!.local as {name: string}).name;

        // Every use of the name, and whether each reads one action.
        const uses = referencesTo(name, all, specifiers[0]!.local as EsNode).map(({node, parent, key}) => {
          const read = parent.type === 'MemberExpression' && key === 'object' ? actionKey(parent, name) : null;
          const form: ActionForm = read && stepReads.has(parent) ? 'step' : 'action';
          const inKeptList = keptLists.has(parent) && key.startsWith('arguments.');
          return {node: read ? parent : node, key: read, form, inKeptList};
        });
        if (uses.length === 0) continue;
        if (uses.every((use) => keptProps.has(use.node) || use.inKeptList)) {
          const source = declaration.source as {value: string; raw?: string};
          source.value += LAZY_GROUP_QUERY;
          source.raw = JSON.stringify(source.value);
          continue;
        }
        if (uses.some((use) => use.key === null)) continue;

        const local = (key: string, form: ActionForm) =>
          `${name}__${key.replace(/\W/g, '_')}${form === 'step' ? '__step' : ''}`;
        const reads = new Map(uses.map(({key, form}) => [local(key!, form), {key: key!, form}]));
        const imports = [...reads].map(([localName, {key, form}]) => ({
          type: 'ImportDeclaration',
          specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: localName}}],
          source: {type: 'Literal', value: actionDataFile(group, key, form)},
        }));
        body.splice(body.indexOf(declaration), 1, ...imports);
        for (const use of uses) replaceWith(use.node, {type: 'Identifier', name: local(use.key!, use.form)});
      }
    }
    useLazyActionsOf(keptLists);
  };
}
