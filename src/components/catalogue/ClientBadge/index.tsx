/**
 * The minimum Tucano Client version of an action's version, as a badge: on
 * the action page's facts and on its API entry. Studio warns before a run on
 * an older Client, so readers check it before they add the step.
 */
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export default function ClientBadge({version}: {version: string}): ReactNode {
  return (
    <span className={styles.badge} title={`Runs on Tucano Client ${version} or later`}>
      Client {version}+
    </span>
  );
}
