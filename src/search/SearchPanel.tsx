/**
 * The navbar search's results, below the box: loaded (with Pagefind) only when
 * the reader first opens search. The box keeps focus as a combobox: arrows
 * move through the results (aria-activedescendant), Enter or a click opens
 * one, Escape closes; the result count is announced.
 */
import React, {useEffect, useState, type ReactNode, type RefObject} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {loadPagefind, MIN_QUERY_LENGTH, searchSite, type SearchOutcome} from './engine';
import type {Kind} from './marks';
import {Corrected, HitLink, IndexMissing, PlainLink, KindFilters, NoResults, resultsStatus} from './Results';
import styles from './search.module.css';

interface Props {
  id: string;
  query: string;
  input: RefObject<HTMLInputElement | null>;
  onClose: () => void;
  onCombobox: (state: {expanded: boolean; activeId: string | undefined}) => void;
}

/** How long typing must pause before the box searches: a word typed quickly is searched once. */
const TYPING_PAUSE_MS = 30;
/** Results with an excerpt: each costs a fragment of the index, so a query stays under 50 KB. */
const EXCERPTS_SHOWN = 3;
/** How long typing must pause before results load their excerpts. */
const TYPING_SETTLED_MS = 350;

type State =
  | {status: 'loading'}
  | {status: 'unavailable'}
  /** `settled`: the hits carry their excerpts and anchors (typing has paused). */
  | {status: 'ready'; query: string; outcome: SearchOutcome; settled: boolean};

export default function SearchPanel({id, query, input, onClose, onCombobox}: Props): ReactNode {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const [kind, setKind] = useState<Kind>();
  const [state, setState] = useState<State>({status: 'loading'});
  const [active, setActive] = useState(-1);
  const searching = query.trim().length >= MIN_QUERY_LENGTH;
  const hits = searching && state.status === 'ready' ? state.outcome.hits : [];
  const optionId = (index: number) => `${id}-${index}`;
  const activeId = active >= 0 && active < hits.length ? optionId(active) : undefined;

  useEffect(() => {
    loadPagefind(baseUrl).catch(() => setState({status: 'unavailable'}));
  }, [baseUrl]);

  useEffect(() => {
    if (!searching) return undefined;
    let current = true;
    let withExcerpts = false;
    const run = (excerpts: boolean) =>
      searchSite(query, {kind, limit: 5, excerpts, excerptsFor: EXCERPTS_SHOWN, isStale: () => !current}).then(
        (outcome) => {
          if (!current || !outcome || (withExcerpts && !excerpts)) return;
          withExcerpts ||= excerpts;
          setState({status: 'ready', query, outcome, settled: excerpts});
          if (!excerpts) setActive(-1);
        },
        () => current && setState({status: 'unavailable'}),
      );
    // Results follow the typing; their excerpts, which fetch a piece of the index each, once it settles.
    const quick = window.setTimeout(() => run(false), TYPING_PAUSE_MS);
    const settled = window.setTimeout(() => run(true), TYPING_SETTLED_MS);
    return () => {
      current = false;
      window.clearTimeout(quick);
      window.clearTimeout(settled);
    };
  }, [query, kind, searching]);

  useEffect(() => {
    onCombobox({expanded: hits.length > 0, activeId});
    // Focus stays in the box: the panel scrolls the option the arrow keys chose into view.
    if (activeId) document.getElementById(activeId)?.scrollIntoView({block: 'nearest'});
  }, [onCombobox, hits.length, activeId]);

  const follow = (url: string) => {
    onClose();
    input.current?.blur();
    history.push(url);
  };

  useEffect(() => {
    const box = input.current;
    if (!box) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
      } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && hits.length > 0) {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) =>
          index === -1 && step === -1 ? hits.length - 1 : (index + step + hits.length) % hits.length,
        );
      } else if (event.key === 'Enter' && hits.length > 0) {
        event.preventDefault();
        follow(hits[Math.max(active, 0)]!.url);
      }
    };
    box.addEventListener('keydown', onKeyDown);
    return () => box.removeEventListener('keydown', onKeyDown);
  });

  if (state.status === 'unavailable') {
    return (
      <div className={styles.panel}>
        <IndexMissing />
      </div>
    );
  }
  if (!searching) return null;
  return (
    <div className={styles.panel}>
      <KindFilters kind={kind} onChange={setKind} />
      {state.status === 'ready' && <Corrected to={state.outcome.correctedTo} />}
      {/* Each option is the result's link itself (a link may take the option role), so nothing interactive nests inside an option. */}
      <div
        role="listbox"
        id={id}
        aria-label="Search results"
        className={styles.hits}
        data-query={state.status === 'ready' ? state.query : undefined}
      >
        {hits.map((hit, index) => (
          <HitLink
            key={hit.url}
            hit={hit}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            className={styles.hit}
            onMouseEnter={() => setActive(index)}
            // Keep focus in the box while the pointer picks a result.
            onMouseDown={(event) => event.preventDefault()}
            onFollow={onClose}
          />
        ))}
      </div>
      {state.status === 'ready' && hits.length === 0 && <NoResults query={state.query} />}
      {state.status === 'ready' && state.outcome.total > hits.length && (
        <PlainLink className={styles.more} to={`/search?q=${encodeURIComponent(state.query)}`} onFollow={onClose}>
          See all {state.outcome.total} results
        </PlainLink>
      )}
      {/* Announced once typing settles, not at every letter. */}
      <p role="status" className="visually-hidden">
        {state.status === 'ready' && state.settled ? resultsStatus(state.query, state.outcome.total) : ''}
      </p>
    </div>
  );
}
