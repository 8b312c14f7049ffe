/**
 * The catalogue-driven parts of an API reference page (/api/actions/...): a
 * module's table of identifiers, and each action's entry (field keys, result
 * shape, error codes, a JSON step and a customCode call, in tabs). Pages write the
 * entry's heading themselves (`### browser.open`) so it is in the table of
 * contents; the catalogue computes the same anchor for its links.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type {Action, Group} from '@site/src/catalogue/define';
import {customCodeCall, jsonStep} from '@site/src/catalogue/examples';
import {InlineText} from '@site/src/components/ActionReference';
import {useWrittenRoutes} from '@site/src/components/useWrittenRoutes';
import ScrollableTable from '@site/src/components/ScrollableTable';
import styles from '@site/src/components/ActionReference/styles.module.css';

/** Table of a module's actions: identifier, version, summary, docs page. */
export function ApiModuleIndex({actions}: {actions: Group | Action[]}): ReactNode {
  const list = Array.isArray(actions) ? actions : Object.values(actions);
  const written = useWrittenRoutes();
  return (
    <ScrollableTable className={styles.table} label="Actions of this module">
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
              <Link to={action.apiRoute}>
                <code>{action.id}</code>
              </Link>
            </th>
            <td>
              <code>{action.version}</code>
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

export function ApiAction({action}: {action: Action}): ReactNode {
  const written = useWrittenRoutes();
  return (
    <div>
      <p>
        <InlineText text={action.summary} /> Version <code>{action.version}</code>
        {action.isLatest ? ' (latest)' : ` (older: ${action.supersededBy?.by} replaces it)`}.{' '}
        {action.docsRoute && written.has(action.docsRoute) && (
          <>
            Docs page: <Link to={action.docsRoute}>{action.title}</Link>.
          </>
        )}
      </p>
      {action.inputs.length > 0 ? (
        <ScrollableTable className={styles.table} label={`Fields of ${action.id} ${action.version}`}>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Type</th>
              <th scope="col">Required</th>
              <th scope="col">Default</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {action.inputs.map((input) => (
              <tr key={input.key}>
                <th scope="row">
                  <code>{input.key}</code>
                </th>
                <td>{input.type}</td>
                <td>{input.required ? 'yes' : 'no'}</td>
                <td>{input.default === undefined ? '—' : <code>{JSON.stringify(input.default)}</code>}</td>
                <td>
                  <InlineText text={input.description} />
                  {input.values && <> Values: {input.values.map((v) => JSON.stringify(v)).join(', ')}.</>}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      ) : (
        <p>Takes no fields.</p>
      )}
      {/* A div, not a p: the result's fields are a list, and a list inside a p breaks hydration. */}
      <div className="margin-bottom--md">
        <strong>Result:</strong>{' '}
        {action.outputs.length === 0
          ? 'none; the call resolves to undefined.'
          : action.outputs.map((output) => (
              <React.Fragment key={output.name}>
                <code>{output.name}</code> ({output.type}): <InlineText text={output.description} />
                {output.fields && (
                  <ul className={styles.fields}>
                    {output.fields.map((field) => (
                      <li key={field.key}>
                        <code>{field.key}</code> ({field.type}): <InlineText text={field.description} />
                      </li>
                    ))}
                  </ul>
                )}
              </React.Fragment>
            ))}
      </div>
      <p>
        <strong>Error codes:</strong>{' '}
        {action.errors.map((error, i) => (
          <React.Fragment key={error.code}>
            {i > 0 && ', '}
            <code title={error.message}>{error.code}</code>
          </React.Fragment>
        ))}
        .
      </p>
      {action.jsCall ? (
        // One example at a time, in the form the reader last chose on any page
        // (the shared groupId). `lazy` keeps the other out of the page: a module
        // page holds dozens of entries, and every highlighted line costs
        // elements to hydrate.
        <Tabs groupId="step-format" lazy>
          <TabItem value="json" label="JSON step" default>
            {jsonExample(action)}
          </TabItem>
          <TabItem value="js" label="customCode v2">
            <CodeBlock language="js" title="customCode v2">
              {customCodeCall(action)}
            </CodeBlock>
          </TabItem>
        </Tabs>
      ) : (
        <>
          {jsonExample(action)}
          <p>
            Not callable from custom code: it exists as a JSON step only
            {action.group === 'robot' && "; in code, use JavaScript's own if, for and try"}.
          </p>
        </>
      )}
    </div>
  );
}

function jsonExample(action: Action): ReactNode {
  return (
    <CodeBlock language="json" title={`JSON step: ${action.id}`}>
      {jsonStep(action)}
    </CodeBlock>
  );
}
