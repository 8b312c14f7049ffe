/**
 * Navigating the catalogue: a group's action cards (group index pages) and the
 * filterable All actions table. An action whose page is not written yet is
 * listed without a link rather than as a broken one.
 */
import React, {useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Group} from '@site/src/catalogue/define';
import type {ActionRow} from '@site/src/catalogue';
import {DOCS_GROUPS} from '@site/src/catalogue/modules';
import {InlineText} from '@site/src/components/catalogue/InlineText';
import {useWrittenRoutes} from '@site/src/components/useWrittenRoutes';
import {ReferenceTable} from '@site/src/components/catalogue/ReferenceTables';
import styles from '@site/src/components/catalogue/styles.module.css';

interface GroupActionsProps {
  actions: Group;
  /** Only the actions under this sub-folder of the group: `mysql`, `keyboard`. */
  folder?: string;
  /** Heading level of the card titles, one below the section they sit in. */
  headingLevel?: 2 | 3;
}

export function GroupActions({actions, folder, headingLevel = 2}: GroupActionsProps): ReactNode {
  const written = useWrittenRoutes();
  const Heading = `h${headingLevel}` as const;
  const list = Object.values(actions).filter((action) => !folder || action.key.startsWith(`${folder}/`));
  return (
    <ul className={styles.cards}>
      {list.map((action) => {
        const title = `${action.title}${action.versions.length > 1 ? ` ${action.version}` : ''}`;
        const isWritten = action.docsRoute !== null && written.has(action.docsRoute);
        return (
          <li key={action.key} className={styles.card}>
            <Heading className={styles.cardTitle}>
              {isWritten ? <Link to={action.docsRoute!}>{title}</Link> : title}
            </Heading>
            <p>
              <InlineText text={action.summary} />
            </p>
            {!isWritten && (
              <p className={styles.pending}>
                Page in preparation; see its <Link to={action.apiRoute}>API entry</Link>.
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** `4.10` after `4.2`: Client versions compare by number, part by part. */
export function compareClient(a: string, b: string): number {
  const [aMajor, aMinor] = a.split('.').map(Number);
  const [bMajor, bMinor] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

export function AllActions({actions}: {actions: ActionRow[]}): ReactNode {
  const written = useWrittenRoutes();
  const [query, setQuery] = useState('');
  const [group, setGroup] = useState('');
  // The reader's Client version: only the actions it runs are shown.
  const [client, setClient] = useState('');
  const clients = useMemo(() => [...new Set(actions.map((action) => action.minClient))].sort(compareClient), [actions]);
  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return actions.filter((action) => {
      if (group && action.group !== group) return false;
      if (client && compareClient(action.minClient, client) > 0) return false;
      const text = `${action.id} ${action.title} ${action.summary}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }, [actions, query, group, client]);
  return (
    <div>
      <div className={styles.filters} role="search">
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
        {shown.length} of {actions.length} actions
      </p>
      <ReferenceTable label="All actions">
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
        <tbody>
          {shown.map((action) => (
            <tr key={`${action.id}@${action.version}`}>
              <th scope="row">
                {written.has(action.docsRoute) ? <Link to={action.docsRoute}>{action.title}</Link> : action.title}
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
                <Link to={action.apiRoute}>
                  <code>{action.id}</code>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </ReferenceTable>
    </div>
  );
}
