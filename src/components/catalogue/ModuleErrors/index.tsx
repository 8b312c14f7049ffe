/**
 * Every error code of an API-only module (checker, settings), once each, with
 * its message, cause and fix: those modules have no docs pages whose Errors
 * tables would show them, and an API entry folds its codes away. Renders the
 * docs pages' Errors table, so both read the same. The table holds nothing
 * interactive: on a page's first load the browser keeps the server's HTML,
 * and the group is a lazy group there (src/catalogue/lazyGroup.ts), which a
 * client-side visit loads.
 */
import React, {type ReactNode} from 'react';
import type {Action, Group} from '@site/src/catalogue/define';
import {isLazy, type LazyGroup} from '@site/src/catalogue/lazyGroup';
import {Errors} from '@site/src/components/catalogue/ActionReference';
import {KeptOrRendered} from '@site/src/components/keptHtml';

// The element the browser finds the server's table by.
const errorsId = (group: string) => `module-errors-${group}`;

/** The module's errors, first occurrence of each code, in catalogue order. */
export function moduleErrors(actions: Group): Action['errors'] {
  const byCode = new Map<string, Action['errors'][number]>();
  for (const action of Object.values(actions)) {
    for (const error of action.errors) if (!byCode.has(error.code)) byCode.set(error.code, error);
  }
  return [...byCode.values()];
}

interface ModuleErrorsProps {
  actions: Group;
  title: string;
}

export default function ModuleErrors(props: ModuleErrorsProps): ReactNode {
  return isLazy(props.actions) ? <LazyModuleErrors {...props} /> : <ErrorsTable {...props} />;
}

function LazyModuleErrors({actions, title}: ModuleErrorsProps): ReactNode {
  const group = actions as unknown as LazyGroup;
  return (
    <KeptOrRendered
      id={errorsId(group.name)}
      data={group}
      render={(data) => <ErrorsTable actions={data} title={title} />}
    />
  );
}

function ErrorsTable({actions, title}: ModuleErrorsProps): ReactNode {
  const [first] = Object.values(actions);
  return (
    <div id={errorsId(first?.group ?? '')}>
      <Errors action={{...first, title, errors: moduleErrors(actions)}} />
    </div>
  );
}
