// An API page's group in the browser bundle (src/plugins/catalogue/lazyGroupLoader.cjs
// writes the module that makes one): handles now, the data once loaded.
import {isLazy, lazyActionsOf, lazyGroup, loadedAction, type LazyGroup} from '@site/src/catalogue/lazyGroup';
import type {Action} from '@site/src/catalogue/define';
import browser from '@site/src/catalogue/actions/browser';
import desktop from '@site/src/catalogue/actions/desktop';
import {actionsOf} from '@site/src/catalogue/modules';

const lazyGroupLoader: (this: {
  resourcePath: string;
}) => string = require('@site/src/plugins/catalogue/lazyGroupLoader.cjs');

it('gives the same handle for an action on every read, before and after the group loads', async () => {
  const load = jest.fn(async () => ({default: browser}));
  const group = lazyGroup('browser', load);
  const open = group['open'];
  expect(isLazy(group)).toBe(true);
  expect(isLazy(open)).toBe(true);
  expect(group['open']).toBe(open);
  expect(loadedAction(open as never)).toBeUndefined();

  await Promise.all([group.load(), group.load()]);
  expect(load).toHaveBeenCalledTimes(1);
  expect(group['open']).toBe(open);
  expect(loadedAction(open as never)).toBe(browser['open']);
  expect(group.loaded()).toBe(browser);
});

it('makes a module list drawn from a lazy group lazy, named by the module, the list itself once loaded', async () => {
  const load = jest.fn(async () => ({default: desktop}));
  const list = lazyActionsOf('mouse', lazyGroup('desktop', load)) as unknown as LazyGroup<Action[]>;
  expect(isLazy(list)).toBe(true);
  expect(list.name).toBe('mouse');
  expect(load).not.toHaveBeenCalled();
  const loaded = await list.load();
  expect(loaded).toEqual(actionsOf('mouse', desktop));
  expect(list.loaded()).toBe(loaded);
  await list.load();
  expect(load).toHaveBeenCalledTimes(1);
});

it('is actionsOf itself when no group is lazy', () => {
  expect(isLazy(lazyActionsOf('mouse', desktop))).toBe(false);
  expect(lazyActionsOf('mouse', desktop)).toEqual(actionsOf('mouse', desktop));
});

it('is not taken for a group or an action by mistake', () => {
  expect(isLazy(browser)).toBe(false);
  expect(isLazy(browser['open'])).toBe(false);
  expect(isLazy(null)).toBe(false);
});

it('is what the browser bundle gets for a group imported with ?lazy-group: a lazy import of the group', () => {
  const source = lazyGroupLoader.call({resourcePath: '/site/src/catalogue/actions/browser.ts'});
  expect(source).toContain("import {lazyGroup} from '@site/src/catalogue/lazyGroup';");
  expect(source).toContain(
    'export default lazyGroup("browser", () => import("/site/src/catalogue/actions/browser.ts"));',
  );
});
