#!/usr/bin/env node
// Byte budgets per kind of page, checked by `npm test` after the build: a page
// whose first load (JS + CSS before hydration, as served: scripts/pageWeight.mjs)
// grows past its budget fails CI, naming the page and the figures. Bytes are the
// same on every machine; times are printed by `npm run bench`, never gated.
//
// Set from measurements beside the stock Docusaurus template with as many
// pages (`npm run bench`): its heaviest page loads 180.9 KB, and the goal is
// that ours stay at most 0.90 of that: 162.8 KB, which every budget below
// keeps (every docs page shares about 150 KB of React, Docusaurus, styles and
// sidebar before its content; Infima is trimmed to what the site uses,
// src/plugins/trimInfima). When a change must grow a page, raise its
// budget here in the same pull request, with the reason; past 162.8 KB, the
// page misses that goal. Leave each budget a few hundred bytes above its
// page: a content change renames chunks, and their new hashes in the runtime
// and main bundle compress differently (prose edits alone once moved every
// kind by 0.1 KB).
//   npm run budgets   (after npm run build)
import path from 'node:path';
import {PAGE_KINDS, firstLoadOf} from './pageWeight.mjs';

/** KB (1,024 bytes) as served, per kind of page. */
export const BUDGETS_KB = {
  // 157.5 (Home) and 162.5 (Tutorial): keyboard and screen-reader fixes that every docs page carries
  // (the phone "On this page" toggle's state, the navbar shown while keyboard focus is in it, code
  // blocks announcing a copy) left these two pages within 0.1 KB of their budgets.
  Home: 157.5,
  'All actions': 156,
  Action: 160,
  // 162: error codes and long values in the reference tables break after their underscores
  // and dots (a <wbr> each), so the Errors tables fit a desktop column instead of hiding a column;
  // then Space on sidebar categories (every page) and JSON step examples that leave out inputs at
  // their default, as an export does, left the page 43 bytes under 161.5.
  API: 162,
  Tutorial: 162.5,
  // 153.5: the fresh-clone CI measured the blog post at 153.0 KB while a build of the same commit in
  // another folder gave 152.9: an empty module's id hashed its absolute path (now a project file,
  // src/plugins/highlightCode/noPrismLanguages.ts). Headroom for the last 0.1 KB such drift moved.
  'Blog post': 153.5,
};

/** The kinds over budget, as messages; none when all fit. */
export function overBudget(measuredKb, budgetsKb = BUDGETS_KB) {
  return Object.entries(budgetsKb).flatMap(([kind, budget]) => {
    const measured = measuredKb[kind];
    if (measured === undefined) return [`${kind}: not measured`];
    return measured > budget ? [`${kind}: ${measured.toFixed(1)} KB, over its budget of ${budget} KB`] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const firstLoad = firstLoadOf(path.resolve(import.meta.dirname, '..'));
  const measured = Object.fromEntries(
    Object.entries(PAGE_KINDS).map(([kind, {ours}]) => [kind, firstLoad(ours).total / 1024]),
  );
  for (const [kind, kb] of Object.entries(measured)) {
    console.log(
      `${kind.padEnd(12)} ${PAGE_KINDS[kind].ours.padEnd(38)} ${kb.toFixed(1)} KB (budget ${BUDGETS_KB[kind]} KB)`,
    );
  }
  const problems = overBudget(measured);
  if (problems.length) {
    console.error(`\nOver budget (scripts/budgets.mjs):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}
