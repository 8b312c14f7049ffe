// Stand-in for upstream's TOCCollapsible: shows the class and headings it was given.
import React from 'react';
import type {Props} from '@theme/TOCCollapsible';

export default function TOCCollapsible({className, toc}: Props) {
  return (
    <div data-testid="upstream" className={className}>
      {toc.map((item) => item.value).join(', ')}
    </div>
  );
}
