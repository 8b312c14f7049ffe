/**
 * Wraps @theme-original/CodeInline (Docusaurus 3.10.2).
 * Why: on a phone, inline code in Markdown broke mid-identifier (issue 14).
 * Changed: plain-text children go through Breakable, which lets them wrap only
 * after separators (src/components/Breakable); the rest is upstream.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import CodeInline from '@theme-original/CodeInline';
import Breakable from '@site/src/components/Breakable';

export default function CodeInlineWrapper({children, ...props}: ComponentProps<'code'>): ReactNode {
  return <CodeInline {...props}>{typeof children === 'string' ? <Breakable text={children} /> : children}</CodeInline>;
}
