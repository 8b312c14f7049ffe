// Docusaurus's link prefetching, one call per idle callback
// (src/clientModules/idlePrefetch.ts): the same paths, in the same order,
// never all in the frame after hydration.
import {idlePrefetch, installIdlePrefetch} from '@site/src/clientModules/idlePrefetch';

let idleCallbacks: (() => void)[];
beforeEach(() => {
  idleCallbacks = [];
  window.requestIdleCallback = ((run: () => void) => idleCallbacks.push(run)) as typeof window.requestIdleCallback;
});

/** Runs the pending idle callbacks, one idle period each; returns how many there were. */
function runIdle(): number {
  const pending = idleCallbacks.splice(0);
  pending.forEach((run) => run());
  return pending.length;
}

it('runs no prefetch when asked, then one per idle callback, in the order asked', () => {
  const prefetch = jest.fn();
  const deferred = idlePrefetch(prefetch);
  ['/a', '/b', '/c'].forEach((path) => deferred(path));
  expect(prefetch).not.toHaveBeenCalled();
  expect(runIdle()).toBe(1);
  expect(prefetch.mock.calls).toEqual([['/a']]);
  runIdle();
  runIdle();
  expect(prefetch.mock.calls).toEqual([['/a'], ['/b'], ['/c']]);
  expect(runIdle()).toBe(0);
});

it('wraps the prefetch of the window.docusaurus that Docusaurus sets, and keeps its preload', () => {
  const target = {} as Window;
  installIdlePrefetch(target);
  const prefetch = jest.fn();
  const preload = jest.fn();
  (target as unknown as {docusaurus: unknown}).docusaurus = {prefetch, preload};
  const docusaurus = (target as unknown as {docusaurus: {prefetch: (p: string) => void; preload: unknown}}).docusaurus;
  expect(docusaurus.preload).toBe(preload);
  docusaurus.prefetch('/docs/browser/open');
  expect(prefetch).not.toHaveBeenCalled();
  runIdle();
  expect(prefetch).toHaveBeenCalledWith('/docs/browser/open');
});

it('keeps an accessor defined before it in front (the end-to-end tests record prefetches so)', () => {
  const target = {} as Window;
  const asked: string[] = [];
  let recorded: {prefetch: (path: string) => void} | undefined;
  Object.defineProperty(target, 'docusaurus', {
    configurable: true,
    get: () => recorded,
    set(value: {prefetch: (path: string) => void}) {
      recorded = {...value, prefetch: (path) => (asked.push(path), value.prefetch(path))};
    },
  });
  installIdlePrefetch(target);
  const prefetch = jest.fn();
  (target as unknown as {docusaurus: unknown}).docusaurus = {prefetch, preload: jest.fn()};
  (target as unknown as {docusaurus: {prefetch: (p: string) => void}}).docusaurus.prefetch('/blog');
  expect(asked).toEqual(['/blog']);
  runIdle();
  expect(prefetch).toHaveBeenCalledWith('/blog');
});
