/**
 * The catalogue-driven parts of an API reference page (/api/actions/...): a
 * module's table of identifiers, and each action's entry. Pages write the
 * entry's heading themselves (`### browser.open`) so it is in the table of
 * contents; the catalogue computes the same anchor for its links.
 *
 * A module page holds up to 36 entries, so an entry shows only its key facts
 * (summary, version, docs page, call signature) and folds the rest into two
 * native details that render their tables and highlighted code on first
 * opening: the fields, result and error codes (Tables.tsx), and the JSON step
 * and customCode examples. Closed, they hold the same text plainly, so every
 * key, code and message is in the HTML. This keeps the heaviest page under
 * 1,500 elements (tests/e2e/apiPages.spec.ts) instead of about 6,700.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type {Action, Group} from '@site/src/catalogue/define';
import {callSignature, customCodeCall, jsonStep} from '@site/src/catalogue/examples';
import {InlineText} from '@site/src/components/catalogue/ActionReference';
import LazyDetails from '@site/src/components/LazyDetails';
import {useWrittenRoutes} from '@site/src/components/useWrittenRoutes';
import ScrollableTable from '@site/src/components/ScrollableTable';
import ClientBadge from '@site/src/components/catalogue/ClientBadge';
import {EntryTables, plainReference} from './Tables';
import tableStyles from '@site/src/components/catalogue/ActionReference/styles.module.css';
import styles from './styles.module.css';

/**
 * Table of a module's actions: identifier, version, summary, docs page. Its
 * identifiers and versions are monospace by CSS rather than in <code>: two
 * elements fewer a row, 72 on the browser page.
 */
export function ApiModuleIndex({actions}: {actions: Group | Action[]}): ReactNode {
  const list = Array.isArray(actions) ? actions : Object.values(actions);
  const written = useWrittenRoutes();
  return (
    <ScrollableTable className={clsx(tableStyles.table, styles.index)} label="Actions of this module">
      <thead>
        <tr>
          <th scope="col">Identifier</th>
          <th scope="col">Version</th>
          <th scope="col">What it does</th>
          <th scope="col">Docs page</th>
        </tr>
      </thead>
      <tbody>
        {list.map((action) => (
          <tr key={`${action.id}@${action.version}`}>
            <th scope="row">
              <Link to={action.apiRoute}>{action.id}</Link>
            </th>
            <td>
              {action.version}
              {!action.isLatest && ' (older)'}
            </td>
            <td>
              <InlineText text={action.summary} />
            </td>
            <td>
              {!action.docsRoute ? (
                'API only'
              ) : written.has(action.docsRoute) ? (
                <Link to={action.docsRoute}>{action.title}</Link>
              ) : (
                action.title
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** One entry: key facts in view, the long parts folded. No wrapper element: each costs DOM. */
export function ApiAction({action}: {action: Action}): ReactNode {
  const written = useWrittenRoutes();
  const code = customCodeCall(action);
  const {inputs, outputs, errors} = action;
  return (
    <>
      <p>
        {/* The version as text: a <code> per entry is 36 elements on the browser page. */}
        <InlineText text={action.summary} /> Version {action.version}
        {action.isLatest ? ' (latest)' : ` (older: ${action.supersededBy?.by} replaces it)`}, needs{' '}
        <ClientBadge version={action.minClient} />.{' '}
        {action.docsRoute && written.has(action.docsRoute) && (
          <>
            Docs page: <Link to={action.docsRoute}>{action.title}</Link>.{' '}
          </>
        )}
        {!code &&
          `A JSON step only, not callable from custom code${
            action.group === 'robot' ? "; in code, use JavaScript's own if, for and try" : ''
          }.`}
      </p>
      <code className={styles.signature}>{callSignature(action)}</code>
      <LazyDetails
        summary={`Inputs (${inputs.length}), outputs (${outputs.length}) and errors (${errors.length})`}
        plain={plainReference(action)}
      >
        <EntryTables action={action} />
      </LazyDetails>
      <LazyDetails
        summary={code ? 'JSON step and custom code example' : 'JSON step example'}
        // Text, not a <pre>: no element per entry; monospace by class.
        plain={code ? `${jsonStep(action)}\n\n${code}` : jsonStep(action)}
        plainClassName={styles.example}
      >
        {code ? (
          // One example at a time, in the form the reader last chose on any
          // page (the shared groupId); `lazy` renders only the chosen one.
          <Tabs groupId="step-format" lazy>
            <TabItem value="json" label="JSON step" default>
              {jsonExample(action)}
            </TabItem>
            <TabItem value="js" label="customCode v2">
              <CodeBlock language="js" title="customCode v2">
                {code}
              </CodeBlock>
            </TabItem>
          </Tabs>
        ) : (
          jsonExample(action)
        )}
      </LazyDetails>
    </>
  );
}

function jsonExample(action: Action): ReactNode {
  return (
    <CodeBlock language="json" title={`JSON step: ${action.id}`}>
      {jsonStep(action)}
    </CodeBlock>
  );
}
