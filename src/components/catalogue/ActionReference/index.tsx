/**
 * The catalogue-driven parts of an action page (/docs/...): the summary line
 * with group, version and API link, the version notice, the step example and
 * the Inputs, Outputs and Errors tables. Pages pass their catalogue entry:
 *
 *   import browser from '@site/src/catalogue/actions/browser';
 *   export const action = browser['fill-field'];
 *   <Inputs action={action} />
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import type {Action} from '@site/src/catalogue/define';
import type {StepAction} from '@site/src/plugins/catalogue/actionData';
import {DOCS_GROUPS} from '@site/src/catalogue/modules';
import {Breakable, InlineText} from '@site/src/components/catalogue/InlineText';
import {ErrorsTable, FieldsTable, OutputsTable} from '@site/src/components/catalogue/ReferenceTables';
import ClientBadge from '@site/src/components/catalogue/ClientBadge';
import styles from '@site/src/components/catalogue/styles.module.css';

// Written in MDX partials as this component's: it lives with the shared parts.
export {InlineText};

interface Props {
  action: Action;
}

function versionRoute(action: Action, version: string): string {
  return `/docs/${action.group}/${action.key.replace(/\/v\d+_\d+_\d+$/, '')}/${version}`;
}

export function ActionSummary({action}: Props): ReactNode {
  const group = DOCS_GROUPS.find((g) => g.id === action.group);
  const latest = action.versions[action.versions.length - 1];
  return (
    <div className={styles.summary}>
      <p className={styles.lead}>
        <InlineText text={action.summary} />
      </p>
      <ul className={styles.facts} aria-label="About this action">
        <li>
          Group: <Link to={`/docs/${action.group}/`}>{group?.title ?? action.group}</Link>
        </li>
        <li>
          Version: <code>{action.version}</code>{' '}
          <span className={action.isLatest ? styles.latest : styles.older}>
            {action.isLatest ? 'latest' : 'older version'}
          </span>
        </li>
        <li>
          Needs: <ClientBadge version={action.minClient} />
        </li>
        <li>
          Identifier: <code>{action.id}</code> · <Link to={action.apiRoute}>API reference</Link>
        </li>
      </ul>
      {action.supersededBy && (
        <Admonition
          type="warning"
          // The title is drawn in upper case; the identifier keeps its case, as written everywhere else.
          title={
            <>
              <code style={{textTransform: 'none', fontSize: 'inherit'}}>{action.supersededBy.by}</code> replaces this
              version
            </>
          }
        >
          <p>
            Robots built with <code>{action.version}</code> keep running it; new steps get{' '}
            <Link to={versionRoute(action, action.supersededBy.by)}>{action.supersededBy.by}</Link>.
          </p>
          <p>
            <strong>What changed:</strong> <InlineText text={action.supersededBy.changes} />
          </p>
          <p>
            <strong>How to migrate:</strong> <InlineText text={action.supersededBy.migration} />
          </p>
        </Admonition>
      )}
      {action.isLatest && action.versions.length > 1 && (
        <p className={styles.otherVersions}>
          Other versions:{' '}
          {action.versions
            .filter((v) => v !== latest)
            .map((v, i) => (
              <React.Fragment key={v}>
                {i > 0 && ', '}
                <Link to={versionRoute(action, v)}>{v}</Link>
              </React.Fragment>
            ))}
        </p>
      )}
    </div>
  );
}

export function Inputs({action}: Props): ReactNode {
  if (action.inputs.length === 0) return <p>This action has no fields to fill in.</p>;
  return <FieldsTable action={action} label={`Inputs of ${action.title}`} by="label" />;
}

export function Outputs({action}: Props): ReactNode {
  if (action.outputs.length === 0) return <p>This action produces no variables.</p>;
  return <OutputsTable action={action} label={`Outputs of ${action.title}`} />;
}

export function Errors({action}: Props): ReactNode {
  return <ErrorsTable action={action} label={`Errors of ${action.title}`} detailed />;
}

interface StepPanelProps {
  /** The action, or what a step panel needs of it (src/plugins/catalogue/actionImports.ts imports only that). */
  action: StepAction;
  /** The fields as the example fills them, by input key; Lists and Objects show as JSON. */
  values: Record<string, unknown>;
  /** The output variable's name, when the example sets one. */
  output?: string;
}

/** A step as the Studio step panel shows it, filled in for the page's example. */
export function StepPanel({action, values, output}: StepPanelProps): ReactNode {
  const rows = Object.entries(values).map(([key, value]) => {
    const input = action.inputs.find((i) => i.key === key);
    // A typo here would show a field the product does not have: fail the build.
    if (!input) throw new Error(`StepPanel: "${key}" is not a field of ${action.id} ${action.version}`);
    return {
      label: input.label,
      value: typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
    };
  });
  if (output !== undefined && action.outputs.length === 0) {
    throw new Error(`StepPanel: ${action.id} ${action.version} produces no variable to name`);
  }
  return (
    <figure className={styles.stepPanel}>
      <figcaption>
        Step panel: <strong>{action.title}</strong> <code>{action.version}</code>
      </figcaption>
      <dl>
        {rows.map((row) => (
          <div key={row.label} className={styles.stepRow}>
            <dt>{row.label}</dt>
            <dd>
              <code>
                <Breakable text={row.value} />
              </code>
            </dd>
          </div>
        ))}
        {output !== undefined && (
          <div className={styles.stepRow}>
            <dt>Output variable</dt>
            <dd>
              <code>
                <Breakable text={output} />
              </code>
            </dd>
          </div>
        )}
      </dl>
    </figure>
  );
}
