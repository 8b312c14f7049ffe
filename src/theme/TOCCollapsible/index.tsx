/**
 * Wraps @theme-original/TOCCollapsible (Docusaurus 3.10.2), the "On this page"
 * list folded above a doc on a phone.
 * Why: it sat in no navigation landmark, where the desktop one is (src/theme/TOC),
 * so a screen-reader user on a phone could not reach it by landmarks.
 * Changed: upstream inside <nav aria-label="On this page">. The nav takes the
 * caller's class, so the stylesheet rule that hides the phone list on a
 * desktop hides the landmark with it, instead of leaving an empty one.
 */
import React, {type ReactNode} from 'react';
import TOCCollapsible from '@theme-original/TOCCollapsible';
import type {Props} from '@theme/TOCCollapsible';

export default function TOCCollapsibleWrapper({className, ...props}: Props): ReactNode {
  return (
    <nav aria-label="On this page" className={className}>
      <TOCCollapsible {...props} />
    </nav>
  );
}
