/**
 * The filterable All actions table. An action whose page is not written yet is
 * listed without a link rather than as a broken one. The page ships no
 * catalogue data: on its first load the table keeps the server's rows
 * (src/components/keptHtml.tsx); a client-side visit loads them as their own chunk.
 */
import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ActionRow} from '@site/src/catalogue';
import {DOCS_GROUPS} from '@site/src/catalogue/modules';
import {Breakable, InlineText} from '@site/src/components/catalogue/InlineText';
import {useIsWritten} from '@site/src/components/useIsWritten';
import {useFollowLink} from '@site/src/components/keptHtml';
import {ReferenceTable} from '@site/src/components/catalogue/ReferenceTables';
import styles from '@site/src/components/catalogue/styles.module.css';
// The rows on the server, which renders them into the page; null in the browser (src/plugins/catalogue).
import serverRows from '@tucano/server-action-rows';

/** `4.10` after `4.2`: Client versions compare by number, part by part. */
export function compareClient(a: string, b: string): number {
  const [aMajor, aMinor] = a.split('.').map(Number);
  const [bMajor, bMinor] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

/** The table body's id: on the page's first load, the rows the server wrote are found by it. */
const ROWS_ID = 'all-actions-rows';

/** What the filters match a row against. */
interface RowFacts {
  /** Title, summary and identifier, lower-cased (not the group's or version's cells). */
  text: string;
  group: string;
  minClient: string;
}

const factsOfAction = (action: ActionRow): RowFacts => ({
  text: `${action.title} ${action.summary.replaceAll('`', '')} ${action.id}`.toLowerCase(),
  group: action.group,
  minClient: action.minClient,
});

// The Action, What it does and API cells (see the table's head below).
const MATCHED_CELLS = [0, 4, 5];

const factsOfRow = (row: HTMLTableRowElement): RowFacts => ({
  text: MATCHED_CELLS.map((i) => row.cells[i]?.textContent ?? '')
    .join(' ')
    .toLowerCase(),
  group: row.dataset.group ?? '',
  minClient: row.dataset.client ?? '',
});

/**
 * Where the table's rows come from. `rows`: React renders them (the server;
 * a client-side visit once they have loaded). `page`: the page's first load
 * in the browser, where the server's HTML already holds every row: hydration
 * keeps it as it is (no row data in the page's script, no 2,000 elements to
 * hydrate), and the filters read what they need from it.
 */
type Source =
  | {kind: 'rows'; actions: ActionRow[]}
  | {kind: 'page'; html: string; facts: RowFacts[]}
  | {kind: 'loading'}
  | {kind: 'failed'};

function sourceOnMount(given: ActionRow[] | undefined): Source {
  const actions = given ?? serverRows;
  if (actions) return {kind: 'rows', actions};
  const body = document.getElementById(ROWS_ID) as HTMLTableSectionElement | null;
  if (!body) return {kind: 'loading'};
  return {kind: 'page', html: body.innerHTML, facts: [...body.rows].map(factsOfRow)};
}

export function AllActions({actions: given}: {actions?: ActionRow[]}): ReactNode {
  const isWritten = useIsWritten();
  // Links in the page's own HTML are not React's: they navigate as the site's links do.
  const followLink = useFollowLink();
  const [source, setSource] = useState<Source>(() => sourceOnMount(given));
  const [query, setQuery] = useState('');
  const [group, setGroup] = useState('');
  // The reader's Client version: only the actions it runs are shown.
  const [client, setClient] = useState('');
  const body = useRef<HTMLTableSectionElement>(null);

  const facts = useMemo(
    () => (source.kind === 'rows' ? source.actions.map(factsOfAction) : source.kind === 'page' ? source.facts : []),
    [source],
  );
  const clients = useMemo(() => [...new Set(facts.map((row) => row.minClient))].sort(compareClient), [facts]);
  const visible = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return facts.map(
      (row) =>
        (group === '' || row.group === group) &&
        (client === '' || compareClient(row.minClient, client) <= 0) &&
        words.every((word) => row.text.includes(word)),
    );
  }, [facts, query, group, client]);
  const shown = visible.filter(Boolean).length;

  useEffect(() => {
    // A client-side visit: the rows load as their own chunk, which no other page pays for.
    if (source.kind !== 'loading') return;
    import('@generated/tucano-catalogue/default/action-rows.json').then(
      ({default: actions}) => setSource({kind: 'rows', actions}),
      () => setSource({kind: 'failed'}),
    );
  }, [source.kind]);

  // Filtering hides rows in place, whoever rendered them.
  useEffect(() => {
    [...(body.current?.rows ?? [])].forEach((row, i) => (row.hidden = !visible[i]));
  }, [visible]);

  return (
    <div>
      <div className={styles.filters} role="search" aria-label="Filter actions">
        <label>
          Filter{' '}
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="for example: download, SQL, WhatsApp"
          />
        </label>
        <label>
          Group{' '}
          <select value={group} onChange={(e) => setGroup(e.target.value)}>
            <option value="">All groups</option>
            {DOCS_GROUPS.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          Runs on{' '}
          <select value={client} onChange={(e) => setClient(e.target.value)}>
            <option value="">Any Client</option>
            {clients.map((version) => (
              <option key={version} value={version}>
                Client {version}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p aria-live="polite" className={styles.count}>
        {source.kind === 'loading'
          ? 'Loading the actions…'
          : source.kind === 'failed'
            ? 'The actions could not be loaded. Check your connection and reload the page.'
            : `${shown} of ${facts.length} rows`}
      </p>
      {/* API identifiers are monospace by CSS, not in <code>: 186 elements fewer. */}
      <ReferenceTable label="All actions" className={styles.allActions}>
        <thead>
          <tr>
            <th scope="col">Action</th>
            <th scope="col">Group</th>
            <th scope="col">Version</th>
            <th scope="col">Min. Client</th>
            <th scope="col">What it does</th>
            <th scope="col">API</th>
          </tr>
        </thead>
        {source.kind === 'page' ? (
          <tbody id={ROWS_ID} ref={body} onClick={followLink} dangerouslySetInnerHTML={{__html: source.html}} />
        ) : (
          <tbody id={ROWS_ID} ref={body}>
            {source.kind === 'rows' &&
              source.actions.map((action) => (
                <tr key={`${action.id}@${action.version}`} data-group={action.group} data-client={action.minClient}>
                  <th scope="row">
                    {isWritten(action.docsRoute) ? <Link to={action.docsRoute}>{action.title}</Link> : action.title}
                  </th>
                  <td>{DOCS_GROUPS.find((g) => g.id === action.group)?.title}</td>
                  <td>
                    <code>{action.version}</code>
                    {action.isLatest ? '' : ' (older)'}
                  </td>
                  <td>{action.minClient}</td>
                  <td>
                    <InlineText text={action.summary} />
                  </td>
                  <td>
                    {/* Breaks after its dots: on a phone, database.postgreSQL.closeConnection is wider than a card. */}
                    <Link to={action.apiRoute}>
                      <Breakable text={action.id} />
                    </Link>
                  </td>
                </tr>
              ))}
          </tbody>
        )}
      </ReferenceTable>
    </div>
  );
}
