/**
 * @jest-environment node
 */
// The byte budgets CI checks after the build (scripts/budgets.mjs): which
// files count as a page's first load, and a kind over its budget fails.
import {overBudget, BUDGETS_KB} from '@site/scripts/budgets.mjs';
import {firstLoadFiles, PAGE_KINDS} from '@site/scripts/pageWeight.mjs';

it('counts the scripts, stylesheets and script preloads a page names, once each, and nothing else', () => {
  const html = `<link rel=stylesheet href=/assets/css/styles.1.css>
    <link rel=preload href=/assets/js/route.2.js as=script>
    <link rel=prefetch href=/assets/js/later.3.js>
    <link rel=preload href=/fonts/x.woff2 as=font>
    <link rel="icon" href="/img/favicon.svg">
    <script src=/assets/js/runtime~main.4.js></script><script src="/assets/js/main.5.js" defer></script>
    <script src=https://elsewhere.example/x.js></script><script>inline()</script>
    <link rel=preload href=/assets/js/route.2.js as=script>`;
  expect(firstLoadFiles(html)).toEqual([
    'assets/css/styles.1.css',
    'assets/js/route.2.js',
    'assets/js/runtime~main.4.js',
    'assets/js/main.5.js',
  ]);
});

it('has a budget for each of the six kinds of page', () => {
  expect(Object.keys(BUDGETS_KB).sort()).toEqual(Object.keys(PAGE_KINDS).sort());
});

it('names each kind over its budget, and a kind left unmeasured', () => {
  const measured = Object.fromEntries(Object.entries(BUDGETS_KB).map(([kind, kb]) => [kind, kb]));
  expect(overBudget(measured)).toEqual([]);
  expect(overBudget({...measured, Action: BUDGETS_KB.Action + 0.1})).toEqual([
    `Action: ${(BUDGETS_KB.Action + 0.1).toFixed(1)} KB, over its budget of ${BUDGETS_KB.Action} KB`,
  ]);
  const {Tutorial, ...withoutTutorial} = measured;
  expect(Tutorial).toBeDefined();
  expect(overBudget(withoutTutorial)).toEqual(['Tutorial: not measured']);
});
