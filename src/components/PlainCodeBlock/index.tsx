/**
 * A code block without highlighting: the same box as CodeBlock (its public
 * Container, so the same colours, margin and shadow; the title bar and
 * padding below copy CodeBlock/Layout's CSS) around the code as one text node.
 * Three or four elements however long the code, against one per token when
 * highlighted. The CodeBlock wrap shows it until a block is near the viewport,
 * so swapping in the highlighted block keeps the page where it was.
 */
import React, {type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Container from '@theme/CodeBlock/Container';
import styles from './styles.module.css';

interface Props {
  code: string;
  title?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

export default function PlainCodeBlock({code, title, ref}: Props): ReactNode {
  // As in CodeBlock: the server renders the light Prism theme's colours, so
  // remount once in the browser to apply the reader's colour mode.
  const isBrowser = useIsBrowser();
  return (
    // data-plain-code: tests wait for the blocks near the viewport to be highlighted.
    <Container as="div" key={String(isBrowser)} ref={ref} data-plain-code="">
      {title && <div className={styles.title}>{title}</div>}
      {/* Focusable like CodeBlock's pre: a keyboard user can scroll a long line. */}
      <pre tabIndex={0} className={clsx(styles.pre, 'thin-scrollbar')}>
        <code className={styles.lines}>{code}</code>
      </pre>
    </Container>
  );
}
