/**
 * What every search shows: the kind filters, the hits (title, where the page
 * lives, the version of an older action, a highlighted excerpt), and the
 * message for no results or a missing index. The navbar's panel and the
 * /search page both render these.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {KINDS, type Kind} from './marks';
import type {Hit} from './engine';
import styles from './search.module.css';

export function KindFilters({kind, onChange}: {kind?: Kind; onChange: (kind?: Kind) => void}): ReactNode {
  return (
    <div role="group" aria-label="Show results from" className={styles.filters}>
      {[undefined, ...KINDS].map((option) => (
        <button
          key={option ?? 'all'}
          type="button"
          className={styles.filter}
          aria-pressed={kind === option}
          onClick={() => onChange(option)}
        >
          {option ?? 'All'}
        </button>
      ))}
    </div>
  );
}

function HitText({hit}: {hit: Hit}): ReactNode {
  return (
    <>
      <span className={styles.title}>
        {hit.title}
        {hit.olderVersion && <span className={styles.version}>older version {hit.olderVersion}</span>}
      </span>
      <span className={styles.section}>{hit.section}</span>
      {/* The excerpt is escaped text with <mark> around the matched words (engine.ts). */}
      <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
    </>
  );
}

/**
 * A link inside the app that Docusaurus does not prefetch. Docusaurus's Link
 * prefetches the code of every page it links to once in view, and a list of
 * results would fetch dozens. A plain click still navigates inside the app;
 * a middle or modified click opens a tab as usual.
 */
export function PlainLink({
  to,
  onFollow,
  ...props
}: {to: string; onFollow?: () => void} & Omit<ComponentProps<'a'>, 'href' | 'onClick'>): ReactNode {
  const history = useHistory();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onFollow?.();
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        history.push(to);
      }}
    />
  );
}

/** A result: on the /search page, and as an option of the navbar's listbox. */
export function HitLink({
  hit,
  className,
  ...props
}: {hit: Hit; onFollow?: () => void} & Omit<ComponentProps<'a'>, 'href' | 'onClick'>): ReactNode {
  return (
    <PlainLink {...props} to={hit.url} className={clsx(styles.hitLink, className)}>
      <HitText hit={hit} />
    </PlainLink>
  );
}

export function Corrected({to}: {to?: string}): ReactNode {
  return to ? <p className={styles.message}>Showing results for “{to}”.</p> : null;
}

export function NoResults({query}: {query: string}): ReactNode {
  return (
    <p className={styles.message}>
      No results for “{query}”. Browse <Link to="/docs/">all actions</Link> or see{' '}
      <Link to="/troubleshooting">Troubleshooting</Link> for error codes.
    </p>
  );
}

export function IndexMissing(): ReactNode {
  return (
    <p className={styles.message}>
      Search needs the index that <code>npm run build</code> makes: run <code>npm run build</code>, then{' '}
      <code>npm run serve</code>. The development server (<code>npm start</code>) has no index.
    </p>
  );
}

/** The sentence a screen reader hears when results change. */
export const resultsStatus = (query: string, total: number) =>
  query.trim() === ''
    ? ''
    : total === 0
      ? `No results for ${query}`
      : `${total} result${total === 1 ? '' : 's'} for ${query}`;
