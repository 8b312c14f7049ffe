/**
 * The catalogue's shared ways of writing text: its `code` spans (which wrap
 * only at separators, see Breakable) and lists of values as code.
 */
import React, {type ReactNode} from 'react';
import Breakable, {breakCodes} from '@site/src/components/Breakable';
import {keepNumbersWhole} from '@site/src/plugins/keepNumbersWhole';

export {Breakable};

/**
 * Renders `code` spans written in catalogue text as <code>; grouped numbers
 * never wrap inside; an ERROR_CODE in the text breaks only after its
 * underscores, as in code (a narrow table column).
 */
export function InlineText({text}: {text: string}): ReactNode {
  return text.split(/(`[^`]+`)/).map((part, i) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
      <code key={i}>
        <Breakable text={part.slice(1, -1)} />
      </code>
    ) : (
      breakCodes(keepNumbersWhole(part))
    ),
  );
}

/** Values as code, comma-separated: `a`, `b`, `c`. */
export function CodeList({values}: {values: readonly string[]}): ReactNode {
  return values.map((value, i) => (
    <React.Fragment key={value}>
      {i > 0 && ', '}
      <code>{value}</code>
    </React.Fragment>
  ));
}
