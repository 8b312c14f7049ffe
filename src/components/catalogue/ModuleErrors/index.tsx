/**
 * Every error code of an API-only module (checker, settings), once each, with
 * its message, cause and fix: those modules have no docs pages whose Errors
 * tables would show them, and an API entry folds its codes away. Renders the
 * docs pages' Errors table, so both read the same.
 */
import React, {type ReactNode} from 'react';
import type {Action, Group} from '@site/src/catalogue/define';
import {Errors} from '@site/src/components/catalogue/ActionReference';

/** The module's errors, first occurrence of each code, in catalogue order. */
export function moduleErrors(actions: Group): Action['errors'] {
  const byCode = new Map<string, Action['errors'][number]>();
  for (const action of Object.values(actions)) {
    for (const error of action.errors) if (!byCode.has(error.code)) byCode.set(error.code, error);
  }
  return [...byCode.values()];
}

export default function ModuleErrors({actions, title}: {actions: Group; title: string}): ReactNode {
  const [first] = Object.values(actions);
  return <Errors action={{...first, title, errors: moduleErrors(actions)}} />;
}
