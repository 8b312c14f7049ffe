/**
 * Wraps @theme-original/TOC (Docusaurus 3.10.2), the table of contents beside
 * a page.
 * Why: on blog posts it sits outside every landmark, so screen-reader users
 * cannot reach it by landmark navigation.
 * Changed: the upstream TOC inside <nav aria-label="On this page">, as tall as
 * its column so the sticky TOC inside it stays in view (an inline style: no
 * rule added to the stylesheet every page waits for).
 */
import React, {type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type {Props} from '@theme/TOC';

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="On this page" style={{height: '100%'}}>
      <TOC {...props} />
    </nav>
  );
}
