/**
 * The catalogue's tables, one component for the docs and the API pages:
 * ReferenceTable lays out any catalogue table, and the fields (inputs),
 * outputs and errors tables are written once on top of it, so Default and
 * Required read the same wherever they appear.
 *
 * A reference table stays a real <table> (column and row headers with their
 * scope, for screen readers). Where its box is narrower than 600 px (a phone,
 * or a narrow column beside the sidebar) each row becomes a card: the row
 * header on top, then each cell after its column's name, which the cell
 * carries as `data-label` and CSS shows (styles.module.css).
 */
import React, {type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Action} from '@site/src/catalogue/define';
import Link from '@docusaurus/Link';
import type {ActionInput} from '@site/src/catalogue/schema';
import {robotSettingLink, robotSettingText} from '@site/src/catalogue/robotSettings';
import {SHARED_MESSAGES} from '@site/src/catalogue/sharedMessages';
import {usedWhenText} from '@site/src/catalogue/usedWhen';
import ScrollableTable, {textOf} from '@site/src/components/ScrollableTable';
import {keepNumbersWhole} from '@site/src/plugins/keepNumbersWhole';
import Breakable, {breakCodes} from '@site/src/components/Breakable';
import {CodeList, InlineText} from './InlineText';
import styles from './styles.module.css';

type Parent = ReactElement<{children?: ReactNode}>;

const elements = (node: ReactNode) => React.Children.toArray(node).filter(React.isValidElement) as Parent[];

/** The rows of `tbody`, each cell given its column's header as `data-label`. */
function labelCells(children: ReactNode): ReactNode {
  const sections = elements(children);
  const head = sections.find((section) => section.type === 'thead');
  const headers = head
    ? elements(elements(head.props.children)[0]?.props.children).map((cell) => textOf(cell).trim())
    : [];
  return sections.map((section) =>
    // A body given as HTML (All actions on a page's first load) carries its labels already.
    section.type !== 'tbody' || section.props.children === undefined
      ? section
      : React.cloneElement(section, {
          children: elements(section.props.children).map((row) =>
            React.cloneElement(row, {
              children: elements(row.props.children).map((cell, i) =>
                React.cloneElement(cell as ReactElement<{'data-label'?: string}>, {'data-label': headers[i]}),
              ),
            }),
          ),
        }),
  );
}

interface ReferenceTableProps {
  /** The name of its scrolling region: "Inputs of Fill field". */
  label: string;
  className?: string;
  /** <thead> with one row of <th scope="col">, and <tbody> whose rows start with <th scope="row">. */
  children: ReactNode;
}

export function ReferenceTable({label, className, children}: ReferenceTableProps): ReactNode {
  return (
    <ScrollableTable label={label} wrapperClassName={styles.reference} className={clsx(styles.table, className)}>
      {labelCells(children)}
    </ScrollableTable>
  );
}

/** "Yes", "No" or "Yes, when Target is coordinates", in every table. */
export const requiredText = (input: ActionInput, action: Action): string =>
  !input.required ? 'No' : input.usedWhen ? `Yes, ${usedWhenText(input, action)}` : 'Yes';

/** The Type cell, in every table: the data type, with the unit of a measured Number: `Number (ms)`. */
export const typeText = (input: ActionInput): string => (input.unit ? `${input.type} (${input.unit})` : input.type);

/**
 * The Default as text: the value as Studio shows it and a reader types it
 * (`true`, `30000`, `utf-8`), the robot setting it inherits
 * (`robot setting (30 000 ms)`), or `empty text`.
 */
export function defaultText(input: ActionInput): string | undefined {
  const value = input.default;
  if (value === undefined) return undefined;
  // The field starts empty (Replace with then removes what it finds): "—" would say it has no default.
  if (value === '') return 'empty text';
  return typeof value === 'object' ? robotSettingText(value.robotSetting) : String(value);
}

/** The Default cell, in every table: the value as code, the robot setting linked to its guide, or a dash. */
export function DefaultValue({input}: {input: ActionInput}): ReactNode {
  const value = input.default;
  if (value === undefined) return '—';
  if (typeof value === 'object') {
    return (
      <Link className={styles.settingLink} to={robotSettingLink(value.robotSetting)}>
        {keepNumbersWhole(robotSettingText(value.robotSetting))}
      </Link>
    );
  }
  // An empty Text default in words (defaultText): an empty <code> shows as a sliver.
  return value === '' ? (
    defaultText(input)
  ) : (
    <code>
      <Breakable text={String(value)} />
    </code>
  );
}

interface FieldsProps {
  action: Action;
  label: string;
  /** The first column: the field's label in Studio (docs pages) or its key (API pages). */
  by: 'label' | 'key';
}

/** One row per field: Field (or Key), Type, Required, Default, Description. */
export function FieldsTable({action, label, by}: FieldsProps): ReactNode {
  return (
    <ReferenceTable label={label}>
      <thead>
        <tr>
          <th scope="col">{by === 'label' ? 'Field' : 'Key'}</th>
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
              {by === 'label' ? (
                input.label
              ) : (
                <>
                  <code>{input.key}</code>
                  {/* The Studio label, so a reader finds the field the step panel shows. */}
                  <span className={styles.studioLabel}>{input.label}</span>
                </>
              )}
            </th>
            <td>{typeText(input)}</td>
            <td>{requiredText(input, action)}</td>
            <td>
              <DefaultValue input={input} />
            </td>
            <td>
              <InlineText text={input.description} />
              {input.values && (
                <>
                  {' '}
                  One of: <CodeList values={input.values} />.
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ReferenceTable>
  );
}

/** The fields of an Object output, or of each item of a List or Table, each as `prefix.key` (type): description. */
export function OutputFields({output, prefix}: {output: Action['outputs'][number]; prefix?: string}): ReactNode {
  if (!output.fields) return null;
  return (
    <ul className={styles.fields}>
      {output.fields.map((field) => (
        <li key={field.key}>
          <code>{prefix ? `${prefix}.${field.key}` : field.key}</code> ({field.type}):{' '}
          <InlineText text={field.description} />
        </li>
      ))}
    </ul>
  );
}

/** One row per output variable: Variable, Type, Description. */
export function OutputsTable({action, label}: {action: Action; label: string}): ReactNode {
  return (
    <ReferenceTable label={label}>
      <thead>
        <tr>
          <th scope="col">Variable</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {action.outputs.map((output) => (
          <tr key={output.name}>
            <th scope="row">
              <code>{`{{${output.name}}}`}</code>
            </th>
            <td>{output.type}</td>
            <td>
              <InlineText text={output.description} />
              {/* A List's or Table's fields belong to its items, read by position: {{messages[0].subject}}. */}
              <OutputFields
                output={output}
                prefix={output.type === 'List' || output.type === 'Table' ? `${output.name}[0]` : output.name}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </ReferenceTable>
  );
}

interface ErrorsProps {
  action: Action;
  label: string;
  /** Also when each error happens and what to do (docs pages); the API lists code and message. */
  detailed?: boolean;
}

/** One row per error: Code, Message and, when detailed, When it happens and What to do. */
export function ErrorsTable({action, label, detailed = false}: ErrorsProps): ReactNode {
  return (
    <ReferenceTable label={label}>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Message</th>
          {detailed && <th scope="col">When it happens</th>}
          {detailed && <th scope="col">What to do</th>}
        </tr>
      </thead>
      <tbody>
        {action.errors.map((error) => (
          <tr key={error.code}>
            <th scope="row">
              {/* Breaks only after its underscores: the column need not be as wide as the longest code. */}
              <code>{breakCodes(error.code)}</code>
            </th>
            <td>
              {/* So do the codes a message names. */}
              {breakCodes(error.message)}
              {/* Why several codes share this message (src/catalogue/sharedMessages.ts). Not
                  indexed: it names other codes, which would lead a search for them here. */}
              {SHARED_MESSAGES[error.message] && (
                <span data-pagefind-ignore=""> {breakCodes(SHARED_MESSAGES[error.message])}</span>
              )}
            </td>
            {detailed && (
              <td>
                <InlineText text={error.when} />
              </td>
            )}
            {detailed && (
              <td>
                <InlineText text={error.fix} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </ReferenceTable>
  );
}
