/**
 * The timeouts the robot's Default timeout does not change, from the catalogue
 * (src/catalogue/ownTimeouts.ts): on the robot settings guide, each action by
 * its title and field label, linked to its page; on the API settings module,
 * by its id, linked to its API entry (the field is always `timeout` there).
 * Each value is the Default its Inputs table shows.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import rows from '@generated/tucano-catalogue/default/own-timeouts.json';
import {ReferenceTable} from './ReferenceTables';

interface Props {
  /** The first column: titles linked to the docs (the guide) or ids linked to the API reference. */
  by: 'title' | 'id';
}

export default function OwnTimeoutsTable({by}: Props): ReactNode {
  return (
    <ReferenceTable label="Timeouts with a default of their own">
      <thead>
        <tr>
          <th scope="col">Action</th>
          {by === 'title' && <th scope="col">Field</th>}
          <th scope="col">Default</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.id}@${row.version}`}>
            <th scope="row">
              {by === 'title' ? (
                // An action documented only in the API reference (Checker) links there.
                <Link to={row.docsRoute ?? row.apiRoute}>{row.name}</Link>
              ) : (
                <Link to={row.apiRoute}>
                  <code>{row.id}</code>
                  {row.versioned && ` ${row.version}`}
                </Link>
              )}
            </th>
            {by === 'title' && <td>{row.field}</td>}
            <td>
              <code>{row.value}</code> {row.unit}
            </td>
          </tr>
        ))}
      </tbody>
    </ReferenceTable>
  );
}
