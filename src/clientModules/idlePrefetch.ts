/**
 * Docusaurus prefetches the chunks of each internal link as it comes into
 * view, through `window.docusaurus.prefetch`. Each call matches the link
 * against every route of the site, about 3 ms on a laptop and four times that
 * on a phone, and the links of the first screen all call in the same frame
 * right after hydration: a 150-250 ms task on a phone, most of a page's Total
 * Blocking Time. Here each call waits for an idle moment, one call per idle
 * callback, so no task grows long. What is prefetched, and when Docusaurus
 * declines to (a slow or data-saving connection), is unchanged.
 */
type Prefetch = (routePath: string) => unknown;
interface DocusaurusGlobal {
  prefetch: Prefetch;
  preload: (routePath: string) => unknown;
}

// Safari has no requestIdleCallback: there, one call per task.
const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run) : window.setTimeout(run, 0);

/** `prefetch`, but each call runs in an idle callback of its own, in the order asked. */
export function idlePrefetch(prefetch: Prefetch): Prefetch {
  const queue: string[] = [];
  const runNext = () => {
    const next = queue.shift();
    if (next !== undefined) prefetch(next);
    if (queue.length > 0) whenIdle(runNext);
  };
  return (routePath) => {
    queue.push(routePath);
    if (queue.length === 1) whenIdle(runNext);
    return undefined;
  };
}

/**
 * Docusaurus sets `window.docusaurus` once, after client modules are loaded:
 * the value it sets gets the idle prefetch. An accessor defined before this
 * one (a test recording prefetches) keeps working, in front of it.
 */
export function installIdlePrefetch(target: Window): void {
  const previous = Object.getOwnPropertyDescriptor(target, 'docusaurus');
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(target, 'docusaurus', {
    configurable: true,
    get: () => (previous?.get ? previous.get.call(target) : current),
    set(docusaurus: DocusaurusGlobal) {
      const idle = {...docusaurus, prefetch: idlePrefetch(docusaurus.prefetch)};
      if (previous?.set) previous.set.call(target, idle);
      else current = idle;
    },
  });
}

if (typeof window !== 'undefined') installIdlePrefetch(window);
