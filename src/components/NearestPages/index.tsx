/**
 * On the not-found page: the three existing pages nearest to the path the
 * reader typed, by title, and a search for its words. The routes come from
 * the sitemap and the titles from the search index's page list, both fetched
 * here only, so no route list ships with other pages.
 * Computed after hydration: the page is built once, for every missing path.
 * The fetching and ranking (rank.ts, with leven) are imported then too: the
 * docs plugin puts the not-found content in the route chunk of every docs page.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type * as Rank from './rank';

export default function NearestPages(): ReactNode {
  const {pathname} = useLocation();
  const sitemap = useBaseUrl('/sitemap.xml');
  const searchPages = useBaseUrl('/pagefind/pages.json');
  const [found, setFound] = useState<Rank.Suggestions | null>(null);

  useEffect(() => {
    let current = true;
    void import('./rank')
      .then(({suggestionsFor}) => suggestionsFor(pathname, {sitemap, searchPages}))
      .then((suggestions) => current && setFound(suggestions));
    return () => {
      current = false;
    };
  }, [pathname, sitemap, searchPages]);

  // Until the path is known the block holds the plain search link, in the space the pages will
  // take (a heading and three pages), so nothing below it moves when they appear. Its links sit
  // after <main>, outside the site's rule for links in running text (src/css/custom.css).
  const underlined = {textDecoration: 'underline'};
  const muted = {color: 'var(--ifm-color-emphasis-700)'};
  const words = found?.words ?? '';
  const nearest = found?.nearest ?? [];
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
                {nearest.map(({route, label}) => (
                  <li key={route}>
                    <Link to={route} style={underlined}>
                      {label?.title ?? route}
                    </Link>
                    {label && <span style={muted}> · {label.section}</span>}
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
