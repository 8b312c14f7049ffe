// Prints the route contract's standing once per run: which routes of the site
// map have a page and which are still pending (the issues that own them).
import {builtRoutes, pendingRoutes, routes} from './siteMap';

export default function globalSetup() {
  console.log(
    `\nRoute contract: ${builtRoutes.length} of ${routes.length} routes have a page and are checked; ${pendingRoutes.length} pending.`,
  );
  if (pendingRoutes.length) {
    const byArea = new Map<string, number>();
    for (const route of pendingRoutes) {
      const area = route.split('/').slice(0, 3).join('/');
      byArea.set(area, (byArea.get(area) ?? 0) + 1);
    }
    console.log(`Pending by area: ${[...byArea].map(([area, n]) => `${area} (${n})`).join(', ')}\n`);
  }
}
