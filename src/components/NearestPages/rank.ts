/**
 * Which existing pages are nearest to a path that has none: an edit distance
 * over path segments, where replacing one segment by another costs their
 * letter edit distance over their mean length, at most 1 (a typo costs less
 * than a wrong word, and a long word is no nearer for being long), and adding
 * or dropping a segment costs 1 (a version segment less, segmentWeight).
 */
import leven from 'leven';
import type {ShownPage} from '@site/src/search/engine';

const segmentsOf = (path: string) => path.toLowerCase().split('/').filter(Boolean);

function segmentCost(a: string, b: string): number {
  return Math.min(1, (2 * leven(a, b)) / (a.length + b.length));
}

/** Adding or dropping a segment costs 1, an action's version (v1_0_0) a quarter: /docs/browser/downlod is near Download file v1_0_0. */
const segmentWeight = (segment: string) => (/^v\d+_\d+_\d+$/.test(segment) ? 0.25 : 1);

/** The distance between two paths, in segments. */
export function pathDistance(from: string, to: string): number {
  const a = segmentsOf(from);
  const b = segmentsOf(to);
  // Levenshtein's table over segments, one row at a time.
  let previous = [0];
  for (let j = 1; j <= b.length; j += 1) previous[j] = previous[j - 1] + segmentWeight(b[j - 1]);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [previous[0] + segmentWeight(a[i - 1])];
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(
        previous[j] + segmentWeight(a[i - 1]),
        row[j - 1] + segmentWeight(b[j - 1]),
        previous[j - 1] + segmentCost(a[i - 1], b[j - 1]),
      );
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

/** A page's label: its title, with a versioned action's version, and its section. */
export interface PageLabel {
  title: string;
  section: string;
}

/**
 * The labels of the pages the search index holds, by route, from its page list
 * (pagefind/pages.json, as search results read it; an entry with a #anchor is
 * a section of a page, not a page). An older version of an action shares its
 * title with the newest, so its version joins it: "Download file v1_0_0".
 */
export function pageLabels(pages: Record<string, ShownPage>): Map<string, PageLabel> {
  const labels = new Map<string, PageLabel>();
  for (const [url, title, section, olderVersion] of Object.values(pages)) {
    if (url.includes('#')) continue;
    labels.set(withoutSlash(url), {title: olderVersion ? `${title} ${olderVersion}` : title, section});
  }
  return labels;
}

/** A route's label; the sitemap writes a group page `/docs/browser/`, the index `/docs/browser`. */
export const labelOf = (labels: Map<string, PageLabel>, route: string) => labels.get(withoutSlash(route));

const withoutSlash = (route: string) => (route.length > 1 ? route.replace(/\/$/, '') : route);

/** What the not-found page suggests: the nearest pages, and the words of the path for a search. */
export interface Suggestions {
  nearest: {route: string; label?: PageLabel}[];
  words: string;
}

/**
 * The suggestions for `pathname`, from the sitemap and the search index's page
 * list. Without the sitemap (`npm start` has none) only the search is
 * suggested; without the page list, a page is named by its path.
 */
export async function suggestionsFor(
  pathname: string,
  urls: {sitemap: string; searchPages: string},
): Promise<Suggestions> {
  const [xml, pages] = await Promise.all([
    fetch(urls.sitemap)
      .then((response) => (response.ok ? response.text() : ''))
      .catch(() => ''),
    fetch(urls.searchPages)
      .then((response) => response.json())
      .catch(() => ({})),
  ]);
  const labels = pageLabels(pages);
  const nearest = nearestRoutes(pathname, sitemapRoutes(xml)).map((route) => ({route, label: labelOf(labels, route)}));
  return {nearest, words: searchWords(pathname)};
}
