/**
 * Which existing pages are nearest to a path that has none: an edit distance
 * over path segments, where replacing one segment by another costs their
 * letter edit distance over their mean length, at most 1 (a typo costs less
 * than a wrong word, and a long word is no nearer for being long), and adding
 * or dropping a segment costs 1.
 */
import leven from 'leven';

const segmentsOf = (path: string) => path.toLowerCase().split('/').filter(Boolean);

function segmentCost(a: string, b: string): number {
  return Math.min(1, (2 * leven(a, b)) / (a.length + b.length));
}

/** The distance between two paths, in segments. */
export function pathDistance(from: string, to: string): number {
  const a = segmentsOf(from);
  const b = segmentsOf(to);
  // Levenshtein's table over segments, one row at a time.
  let previous = b.map((_, j) => j + 1);
  previous.unshift(0);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + segmentCost(a[i - 1], b[j - 1]));
    }
    previous = row;
  }
  return previous[b.length];
}

/** The `count` routes nearest to `path`, nearest first; ties go to the shorter route. */
export function nearestRoutes(path: string, routes: readonly string[], count = 3): string[] {
  return [...new Set(routes)]
    .map((route) => ({route, distance: pathDistance(path, route)}))
    .sort((x, y) => x.distance - y.distance || x.route.length - y.route.length || x.route.localeCompare(y.route))
    .slice(0, count)
    .map(({route}) => route);
}

/** The words of a path, for a search: /docs/browser/opne is "browser opne" (the area folders say nothing). */
export function searchWords(path: string): string {
  const words = path.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.filter((word, i) => !(i === 0 && ['docs', 'api'].includes(word))).join(' ');
}

/** The routes of a sitemap, without the site's address. */
export function sitemapRoutes(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
}
