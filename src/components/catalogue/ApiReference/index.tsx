/**
 * The catalogue-driven parts of an API reference page (/api/actions/...): a
 * module's table of identifiers, and each action's entry. Pages write the
 * entry's heading themselves (`### browser.open`) so it is in the table of
 * contents; the catalogue computes the same anchor for its links.
 *
 * A module page holds up to 36 entries, so an entry shows only its key facts
 * (summary, version, docs page, call signature) and folds the rest into two
 * native details that render their tables and highlighted code on first
 * opening: the fields, result and error codes (EntryTables), and the JSON step
 * and customCode examples. Closed, they hold the same text plainly, so every
 * key, code and message is in the HTML. This keeps the heaviest page under
 * 1,500 elements (tests/e2e/apiPages.spec.ts) instead of about 6,700.
 *
 * A page that shows its group only through these components gets, in the
 * browser, a lazy group instead of the group (src/catalogue/lazyGroup.ts), and
 * a module list drawn from such groups (`lazyActionsOf`) is lazy too: on its first
 * load each entry and the module index keep the server's HTML as it is
 * (src/components/keptHtml.tsx), and an entry renders from the group's data
 * once a reader opens one of its details, with that details open. A
 * client-side visit renders them from the data, loaded before the page shows.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type {Action, Group} from '@site/src/catalogue/define';
import {callSignature, customCodeCall, jsonStep} from '@site/src/catalogue/examples';
import {Breakable, InlineText} from '@site/src/components/catalogue/InlineText';
import {
  ErrorsTable,
  FieldsTable,
  OutputFields,
  ReferenceTable,
  defaultText,
  requiredText,
  typeText,
} from '@site/src/components/catalogue/ReferenceTables';
import {SHARED_MESSAGES} from '@site/src/catalogue/sharedMessages';
import styles from '@site/src/components/catalogue/styles.module.css';
import LazyDetails from '@site/src/components/LazyDetails';
import {useIsWritten} from '@site/src/components/useIsWritten';
import ClientBadge from '@site/src/components/catalogue/ClientBadge';
import {KeptHtml, KeptOrRendered, serverHtml, useDataWithoutHtml} from '@site/src/components/keptHtml';
import {isLazy, loadedAction, type LazyAction, type LazyGroup} from '@site/src/catalogue/lazyGroup';
import {apiModuleOf, notCallableFromCode} from '@site/src/catalogue/modules';
import {plainText} from '@site/src/catalogue/plainText';

// The elements the browser finds the server's HTML by.
const indexId = (group: string) => `api-index-${group}`;
const entryId = (group: string, key: string) => `api-entry-${group}-${key}`;

/**
 * Table of a module's actions: identifier, version, summary, docs page. Its
 * identifiers and versions are monospace by CSS rather than in <code>: two
 * elements fewer a row, 72 on the browser page.
 */
export function ApiModuleIndex({actions}: {actions: Group | Action[]}): ReactNode {
  return isLazy(actions) ? (
    <LazyModuleIndex group={actions as LazyGroup<Group | Action[]>} />
  ) : (
    <ModuleIndex actions={actions} />
  );
}

function LazyModuleIndex({group}: {group: LazyGroup<Group | Action[]>}): ReactNode {
  return <KeptOrRendered id={indexId(group.name)} data={group} render={(data) => <ModuleIndex actions={data} />} />;
}

function ModuleIndex({actions}: {actions: Group | Action[]}): ReactNode {
  const list = Array.isArray(actions) ? actions : Object.values(actions);
  const isWritten = useIsWritten();
  // Named as the browser bundle's lazy group or list is: a list (`actionsOf`) by its module, a group by its name.
  const name = Array.isArray(actions) ? (list[0] ? apiModuleOf(list[0].id).path : '') : (list[0]?.group ?? '');
  return (
    <div id={indexId(name)}>
      <ReferenceTable className={styles.index} label="Actions of this module">
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
                {/* Breaks after its dots: on a phone, database.postgreSQL.closeConnection is wider than a card. */}
                <Link to={action.apiRoute}>
                  <Breakable text={action.id} />
                </Link>
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
                ) : isWritten(action.docsRoute) ? (
                  <Link to={action.docsRoute}>{action.title}</Link>
                ) : (
                  action.title
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </ReferenceTable>
    </div>
  );
}

/** One entry: key facts in view, the long parts folded. */
export function ApiAction({action}: {action: Action | LazyAction}): ReactNode {
  return isLazy(action) ? <LazyApiAction action={action} /> : <Entry action={action} />;
}

/**
 * An entry of a lazy group. On the page's first load it keeps the server's
 * HTML until a reader opens one of its details (natively, so the plain text
 * shows at once), then renders from the data with the same details open and
 * focused. The data starts loading once the page is idle. Offline, the
 * opened details keeps its plain text, which holds every word.
 */
function LazyApiAction({action: lazy}: {action: LazyAction}): ReactNode {
  const id = entryId(lazy.group.name, lazy.key);
  const [html] = useState(() => serverHtml(id));
  useDataWithoutHtml(lazy.group, html);
  const [live, setLive] = useState<EntryProps | undefined>(() =>
    html === undefined ? {action: loadedAction(lazy)!} : undefined,
  );

  useEffect(() => {
    const entry = document.getElementById(id);
    if (live || !entry) return;
    let current = true;
    // The details open and the summary focused when the data arrives carry over.
    const goLive = () =>
      lazy.group.load().then(
        () => {
          if (!current) return;
          const details = [...entry.querySelectorAll('details')];
          const open = details.map((each) => each.open);
          const focused = details.findIndex((each) => each.querySelector('summary') === document.activeElement);
          setLive({action: loadedAction(lazy)!, open, focused});
        },
        () => {},
      );
    // A details opened before hydration (find-in-page, a tap on a slow phone).
    if (entry.querySelector('details[open]')) goLive();
    // `toggle` does not bubble: listen on the way down.
    const onToggle = (event: Event) => (event.target as HTMLDetailsElement).open && goLive();
    entry.addEventListener('toggle', onToggle, true);
    const idle = window.requestIdleCallback?.(() => lazy.group.load().catch(() => {}));
    return () => {
      current = false;
      entry.removeEventListener('toggle', onToggle, true);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [id, live, lazy]);

  return live ? <Entry {...live} /> : <KeptHtml id={id} html={html} />;
}

interface EntryProps {
  action: Action;
  /** Which details are open from the start (the reader opened them in the kept HTML). */
  open?: boolean[];
  /** The summary to focus once rendered: the reader's focus was on it. */
  focused?: number;
}

function Entry({action, open = [], focused = -1}: EntryProps): ReactNode {
  const isWritten = useIsWritten();
  const entry = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused >= 0) entry.current?.querySelectorAll('summary')[focused]?.focus();
    // Only when first rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const code = customCodeCall(action);
  const {inputs, outputs, errors} = action;
  return (
    <div id={entryId(action.group, action.key)} ref={entry}>
      <p>
        {/* The version as text: a <code> per entry is 36 elements on the browser page. */}
        <InlineText text={action.summary} /> Version {action.version}
        {action.isLatest ? ' (latest)' : ` (older: ${action.supersededBy?.by} replaces it)`}, needs{' '}
        <ClientBadge version={action.minClient} />.{' '}
        {action.docsRoute && isWritten(action.docsRoute) && (
          <>
            Docs page: <Link to={action.docsRoute}>{action.title}</Link>.{' '}
          </>
        )}
        {!code && `A JSON step only, not callable from custom code: ${notCallableFromCode(action.id)}.`}
      </p>
      <code className={styles.signature}>
        <Breakable text={callSignature(action)} />
      </code>
      <LazyDetails
        summary={`Inputs (${inputs.length}), outputs (${outputs.length}) and errors (${errors.length})`}
        plain={plainReference(action)}
        defaultOpen={open[0]}
      >
        <EntryTables action={action} />
      </LazyDetails>
      <LazyDetails
        summary={code ? 'JSON step and custom code example' : 'JSON step example'}
        // Text, not a <pre>: no element per entry; monospace by class.
        plain={code ? `${jsonStep(action)}\n\n${code}` : jsonStep(action)}
        plainClassName={styles.example}
        defaultOpen={open[1]}
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

/** The long part of an entry, rendered once its details is first opened. */
function EntryTables({action}: {action: Action}): ReactNode {
  const name = `${action.id} ${action.version}`;
  return (
    <>
      {action.inputs.length > 0 ? (
        <FieldsTable action={action} label={`Fields of ${name}`} by="key" />
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
                <OutputFields output={output} />
              </React.Fragment>
            ))}
      </div>
      <ErrorsTable action={action} label={`Error codes of ${name}`} />
    </>
  );
}

/** The same content as lines of text, for the closed details (one element, however many fields). */
export function plainReference(action: Action): string {
  const inputs = action.inputs.map((input) => {
    const facts = [typeText(input), `required: ${requiredText(input, action)}`];
    if (input.default !== undefined) facts.push(`default: ${defaultText(input)}`);
    const values = input.values ? ` One of: ${input.values.join(', ')}.` : '';
    return `${input.key}, "${input.label}" (${facts.join(', ')}): ${plainText(input.description)}${values}`;
  });
  const outputs = action.outputs.flatMap((output) => [
    `${output.name} (${output.type}): ${plainText(output.description)}`,
    ...(output.fields ?? []).map((field) => `  ${field.key} (${field.type}): ${plainText(field.description)}`),
  ]);
  const errors = action.errors.map((error) =>
    [`${error.code}: ${error.message}`, SHARED_MESSAGES[error.message]].filter(Boolean).join(' '),
  );
  return [
    `Fields:\n${inputs.join('\n') || 'none'}`,
    `Result:\n${outputs.join('\n') || 'none; the call resolves to undefined.'}`,
    `Error codes:\n${errors.join('\n')}`,
  ].join('\n\n');
}
