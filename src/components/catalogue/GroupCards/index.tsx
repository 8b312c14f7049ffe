/**
 * Cards linking to each action group's index page, for the entry page. Reads
 * only the small group list (no action data), so the entry page stays light.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {DOCS_GROUPS} from '@site/src/catalogue/modules';
import styles from '@site/src/components/catalogue/styles.module.css';

export default function GroupCards(): ReactNode {
  return (
    <ul className={styles.cards}>
      {DOCS_GROUPS.map((group) => (
        <li key={group.id} className={styles.card}>
          <h3 className={styles.cardTitle}>
            <Link to={`/docs/${group.id}/`}>{group.title}</Link>
          </h3>
          <p>{group.description}</p>
        </li>
      ))}
    </ul>
  );
}
