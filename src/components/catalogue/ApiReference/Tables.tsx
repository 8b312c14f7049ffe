/**
 * The long part of an API entry, rendered once its details is first opened:
 * the fields table, the result's shape and the error codes with their
 * messages. `plainReference` is the same content as text, which the closed
 * details holds instead (see LazyDetails).
 */
import React, {type ReactNode} from 'react';
import type {Action} from '@site/src/catalogue/define';
import {InlineText} from '@site/src/components/catalogue/ActionReference';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {SHARED_MESSAGES} from '@site/src/catalogue/sharedMessages';
import {DefaultCell, defaultText, typeText} from '@site/src/components/catalogue/FieldFacts';
import styles from '@site/src/components/catalogue/ActionReference/styles.module.css';

export function EntryTables({action}: {action: Action}): ReactNode {
  const name = `${action.id} ${action.version}`;
  return (
    <>
      {action.inputs.length > 0 ? (
        <ScrollableTable className={styles.table} label={`Fields of ${name}`}>
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
                  {/* The Studio label, so a reader finds the field the step panel shows. */}
                  <span className={styles.message}>{input.label}</span>
                </th>
                <td>{typeText(input)}</td>
                <td>{input.required ? 'yes' : 'no'}</td>
                <td>
                  <DefaultCell input={input} json />
                </td>
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
      <ScrollableTable className={styles.table} label={`Error codes of ${name}`}>
        <thead>
          <tr>
            <th scope="col">Error code</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {action.errors.map((error) => (
            <tr key={error.code}>
              <th scope="row">
                <code>{error.code}</code>
              </th>
              <td>
                {error.message}
                {SHARED_MESSAGES[error.message] && <> {SHARED_MESSAGES[error.message]}</>}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    </>
  );
}

const plainText = (text: string) => text.replace(/`/g, '');

/** The same content as lines of text, for the closed details (one element, however many fields). */
export function plainReference(action: Action): string {
  const inputs = action.inputs.map((input) => {
    const facts = [typeText(input), input.required ? 'required' : 'optional'];
    const fallback = defaultText(input);
    if (fallback !== undefined) facts.push(`default ${fallback}`);
    const values = input.values ? ` Values: ${input.values.map((v) => JSON.stringify(v)).join(', ')}.` : '';
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
