/**
 * A native <details> that renders its rich content (tables, highlighted code)
 * only once the reader first opens it. Until then it holds `plain`: the same
 * words as text or in an element or two, so the server HTML keeps every word
 * (Chromium's find-in-page searches closed details and opens them; the search
 * index reads it) while a page with dozens of these hydrates a small DOM.
 * Native, so the summary is keyboard operable, before hydration and without JS.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  summary: ReactNode;
  /**
   * Shown while never opened: in the server HTML and until the first toggle.
   * Text is kept as lines (white-space: pre-wrap), with no element of its own.
   */
  plain: ReactNode;
  /** Rendered from the first opening on, and kept when closed again. */
  children: ReactNode;
  className?: string;
  /** Added while `plain` is shown: code as text wants a monospace font. */
  plainClassName?: string;
  /** Open from the start, with its rich content: the reader opened it before it was rendered. */
  defaultOpen?: boolean;
}

export default function LazyDetails({
  summary,
  plain,
  children,
  className,
  plainClassName,
  defaultOpen = false,
}: Props): ReactNode {
  const details = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(defaultOpen);
  // Set once: on later renders the reader's own open or closed state stands.
  const [openAtFirst] = useState(defaultOpen || undefined);
  // Opened before hydration (a click on a slow phone, find-in-page): its toggle
  // event fired before React listened.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={details}
      open={openAtFirst}
      // The reader (or find-in-page) may open it before hydration: not a mismatch.
      suppressHydrationWarning
      className={clsx(styles.details, className, !opened && [styles.plain, plainClassName])}
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary className={styles.summary}>{summary}</summary>
      {opened ? children : plain}
    </details>
  );
}
