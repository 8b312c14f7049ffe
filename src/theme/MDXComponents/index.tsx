/**
 * Wraps @theme-original/MDXComponents (Docusaurus 3.10.2).
 * Why: a wide Markdown table scrolls sideways on small screens, and a
 * scrolling region must be reachable by keyboard and named (WCAG 2.1.1).
 * Changed: `table` renders inside ScrollableTable; everything else is upstream.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
