/**
 * On the not-found page: the three existing pages nearest to the path the
 * reader typed, and a search for its words. The routes come from the
 * sitemap, fetched here only, so no route list ships with other pages.
 * Computed after hydration: the page is built once, for every missing path.
 * The ranking (rank.ts, with leven) is imported then too: the docs plugin
 * puts the not-found content in the route chunk of every docs page.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type * as Rank from './rank';

export default function NearestPages(): ReactNode {
  const {pathname} = useLocation();
  const sitemap = useBaseUrl('/sitemap.xml');
  // The path the reader typed; the server-built page knows none.
  const typed = useIsBrowser() ? pathname : null;
  const [nearest, setNearest] = useState<string[]>([]);
  const [rank, setRank] = useState<typeof Rank | null>(null);

  useEffect(() => {
    let current = true;
    const ranking = import('./rank');
    void ranking.then((loaded) => current && setRank(loaded));
    Promise.all([fetch(sitemap).then((response) => (response.ok ? response.text() : '')), ranking])
      .then(
        ([xml, {nearestRoutes, sitemapRoutes}]) => current && setNearest(nearestRoutes(pathname, sitemapRoutes(xml))),
      )
      // No sitemap (`npm start` has none): the search link is still there.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname, sitemap]);

  // Until the path is known the block holds the plain search link, in the space the pages will
  // take (a heading and three pages), so nothing below it moves when they appear. Its links sit
  // after <main>, outside the site's rule for links in running text (src/css/custom.css).
  const underlined = {textDecoration: 'underline'};
  const words = typed !== null && rank !== null ? rank.searchWords(typed) : '';
  return (
    <nav
      aria-label="Pages like the one you asked for"
      className="container margin-bottom--xl"
      style={{minHeight: '14rem'}}
    >
      <div className="row">
        <div className="col col--6 col--offset-3">
          {nearest.length > 0 && (
            <>
              <h2>Were you looking for one of these?</h2>
              <ul>
                {nearest.map((route) => (
                  <li key={route}>
                    <Link to={route} style={underlined}>
                      {route}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>
            <Link to={`/search?q=${encodeURIComponent(words)}`} style={underlined}>
              {words ? `Search the documentation for “${words}”` : 'Search the documentation'}
            </Link>
          </p>
        </div>
      </div>
    </nav>
  );
}
