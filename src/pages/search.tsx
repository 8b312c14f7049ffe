/**
 * The search page, /search?q=…: the same search as the navbar box, with every
 * result, for a link a reader can share or reload. The query and the kind
 * filter live in the URL.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {loadPagefind, searchSite, type SearchOutcome} from '@site/src/search/engine';
import {KINDS, type Kind} from '@site/src/search/marks';
import {Corrected, HitLink, IndexMissing, KindFilters, NoResults, resultsStatus} from '@site/src/search/Results';
import styles from '@site/src/search/search.module.css';

type State = {status: 'idle'} | {status: 'unavailable'} | {status: 'ready'; query: string; outcome: SearchOutcome};

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const params = new URLSearchParams(location.search);
  const query = params.get('q') ?? '';
  const kindParam = params.get('kind');
  const kind = KINDS.find((k) => k === kindParam);
  // What the reader is typing; the URL's query until they type.
  const [typed, setTyped] = useState<string | null>(null);
  const [state, setState] = useState<State>({status: 'idle'});

  useEffect(() => {
    let current = true;
    loadPagefind(baseUrl)
      .then(() => (query.trim() ? searchSite(query, {kind, limit: 50}) : null))
      .then(
        (outcome) => current && setState(outcome ? {status: 'ready', query, outcome} : {status: 'idle'}),
        () => current && setState({status: 'unavailable'}),
      );
    return () => {
      current = false;
    };
  }, [baseUrl, query, kind]);

  const go = (nextQuery: string, nextKind?: Kind) => {
    const next = new URLSearchParams();
    if (nextQuery) next.set('q', nextQuery);
    if (nextKind) next.set('kind', nextKind);
    history.replace({search: next.toString()});
  };

  return (
    <Layout title={query ? `Search: ${query}` : 'Search'} description="Search the Tucano documentation.">
      <main className={styles.page}>
        <h1>{query ? `Search results for “${query}”` : 'Search the documentation'}</h1>
        <form
          role="search"
          aria-label="Search page"
          onSubmit={(event) => {
            event.preventDefault();
            go((typed ?? query).trim(), kind);
            setTyped(null);
          }}
        >
          <input
            type="search"
            className={styles.pageInput}
            aria-label="Search the documentation"
            placeholder="Search"
            value={typed ?? query}
            onChange={(event) => setTyped(event.target.value)}
          />
        </form>
        <KindFilters kind={kind} onChange={(next) => go(query, next)} />
        {state.status === 'unavailable' && <IndexMissing />}
        {state.status === 'ready' && <Corrected to={state.outcome.correctedTo} />}
        {state.status === 'ready' && state.outcome.hits.length === 0 && <NoResults query={state.query} />}
        {state.status === 'ready' && state.outcome.hits.length > 0 && (
          <ul className={styles.pageHits}>
            {state.outcome.hits.map((hit) => (
              <li key={hit.url}>
                <HitLink hit={hit} />
              </li>
            ))}
          </ul>
        )}
        <p role="status" className="visually-hidden">
          {state.status === 'ready' ? resultsStatus(state.query, state.outcome.total) : ''}
        </p>
      </main>
    </Layout>
  );
}
