/**
 * A group's action cards, for its index page (`<GroupActions actions={browser} />`,
 * or one sub-folder: `folder="mysql"`). An action whose page is not written
 * yet is listed without a link rather than as a broken one. The cards hold
 * nothing interactive, so the page ships no catalogue data: on its first load
 * they keep the server's HTML (src/components/keptHtml.tsx), and the group is
 * a lazy group (src/catalogue/lazyGroup.ts), which a client-side visit loads.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Group} from '@site/src/catalogue/define';
import {isLazy, type LazyGroup} from '@site/src/catalogue/lazyGroup';
import {InlineText} from '@site/src/components/catalogue/InlineText';
import {useIsWritten} from '@site/src/components/useIsWritten';
import {KeptOrRendered} from '@site/src/components/keptHtml';
import styles from '@site/src/components/catalogue/styles.module.css';

interface GroupActionsProps {
  actions: Group;
  /** Only the actions under this sub-folder of the group: `mysql`, `keyboard`. */
  folder?: string;
  /** Heading level of the card titles, one below the section they sit in. */
  headingLevel?: 2 | 3;
}

// The element the browser finds the server's cards by.
const cardsId = (group: string, folder: string | undefined) => `group-actions-${group}${folder ? `-${folder}` : ''}`;

export default function GroupActions(props: GroupActionsProps): ReactNode {
  return isLazy(props.actions) ? <LazyGroupActions {...props} /> : <ActionCards {...props} />;
}

function LazyGroupActions({actions, ...props}: GroupActionsProps): ReactNode {
  const group = actions as unknown as LazyGroup;
  return (
    <KeptOrRendered
      id={cardsId(group.name, props.folder)}
      data={group}
      render={(data) => <ActionCards actions={data} {...props} />}
    />
  );
}

function ActionCards({actions, folder, headingLevel = 2}: GroupActionsProps): ReactNode {
  const isWritten = useIsWritten();
  const Heading = `h${headingLevel}` as const;
  const all = Object.values(actions);
  const list = all.filter((action) => !folder || action.key.startsWith(`${folder}/`));
  return (
    <div id={cardsId(all[0]?.group ?? '', folder)}>
      <ul className={styles.cards}>
        {list.map((action) => {
          const title = `${action.title}${action.versions.length > 1 ? ` ${action.version}` : ''}`;
          const linked = action.docsRoute !== null && isWritten(action.docsRoute);
          return (
            <li key={action.key} className={styles.card}>
              <Heading className={styles.cardTitle}>
                {linked ? <Link to={action.docsRoute!}>{title}</Link> : title}
              </Heading>
              <p>
                <InlineText text={action.summary} />
              </p>
              {!linked && (
                <p className={styles.pending}>
                  Page in preparation; see its <Link to={action.apiRoute}>API entry</Link>.
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
