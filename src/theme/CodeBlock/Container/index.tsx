/**
 * Replaces CodeBlock/Container (@docusaurus/theme-classic 3.10.2): ejected, as
 * what it adds is what changes.
 * Why: upstream sets the Prism theme's colours as inline CSS variables from
 * the colour mode at render time: the server renders light, so every block
 * must render again in the browser for a dark reader.
 * Changed: the variables come from the stylesheet the highlightCode plugin
 * generates for both modes (imported here, so it loads with code blocks), and
 * the container is only its classes.
 */
import React, {type HTMLAttributes, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import '@generated/highlight-code/default/prism-theme.css';
import styles from './styles.module.css';

type Props = {as: 'div' | 'pre'} & HTMLAttributes<HTMLElement>;

export default function CodeBlockContainer({as: As, ...props}: Props): ReactNode {
  return (
    <As {...props} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />
  );
}
