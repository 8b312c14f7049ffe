/**
 * Wraps @theme-original/TOCCollapsible/CollapseButton (Docusaurus 3.10.2), the
 * "On this page" toggle above a page on a phone.
 * Why: it told a screen reader nothing of its state, "On this page, button"
 * open or closed (WCAG 4.1.2).
 * Changed: aria-expanded, from the collapsed state upstream passes in.
 */
import React, {type ReactNode} from 'react';
import CollapseButton from '@theme-original/TOCCollapsible/CollapseButton';
import type {Props} from '@theme/TOCCollapsible/CollapseButton';

export default function CollapseButtonWrapper(props: Props): ReactNode {
  return <CollapseButton {...props} aria-expanded={!props.collapsed} />;
}
