/**
 * A table that scrolls sideways when it is wider than the page: the scrolling
 * box is focusable (keyboard users can scroll it) and named, so each one is a
 * distinct region. Used for Markdown tables (MDXComponents) and catalogue
 * tables (through ReferenceTable); a Markdown table is named by its column
 * headers.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** The plain text of a React tree. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (React.isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

/** "Table: Field, Required, Type" from the first row of the table's head. */
export function headerLabel(children: ReactNode): string {
  const head = React.Children.toArray(children).find(
    (child): child is React.ReactElement<{children?: ReactNode}> =>
      React.isValidElement(child) && child.type === 'thead',
  );
  const row = head && React.Children.toArray(head.props.children)[0];
  const cells = React.isValidElement<{children?: ReactNode}>(row) ? React.Children.toArray(row.props.children) : [];
  const names = cells
    .map(textOf)
    .map((text) => text.trim())
    .filter(Boolean);
  return names.length ? `Table: ${names.join(', ')}` : 'Table';
}

interface Props extends ComponentProps<'table'> {
  label?: string;
  /** A class for the scrolling box (catalogue tables make it a size container). */
  wrapperClassName?: string;
}

export default function ScrollableTable({label, wrapperClassName, ...props}: Props): ReactNode {
  return (
    <div
      className={clsx(styles.scroll, wrapperClassName)}
      tabIndex={0}
      role="region"
      aria-label={label ?? headerLabel(props.children)}
    >
      <table {...props} />
    </div>
  );
}
