/**
 * The one sentence that says what the step log of a run records, rendered
 * wherever a page says it (execution history, troubleshooting, Log, queries,
 * tutorials), so no two pages can tell it differently. Inline, so a page can
 * put it in its own paragraph: `**In the log.** <StepLogNote /> More text.`
 */
import React, {type ReactNode} from 'react';
import {SECRET_MASK} from '@site/src/catalogue/stepLog';

export default function StepLogNote(): ReactNode {
  return (
    <>
      The step log records one line per step: the action, its field values with variables resolved, and its result or
      error. A value of type <code>Secret</code>, and a custom field marked secret, is written as{' '}
      <code>{SECRET_MASK}</code>, never in clear.
    </>
  );
}
