/**
 * Replaces CodeBlock (@docusaurus/theme-classic 3.10.2). Ejected rather than
 * wrapped: upstream's parts (Content/String, Layout, Content, the buttons)
 * share their state through a context only `@docusaurus/theme-common/internal`
 * reaches, and tokenising in the browser is what this replaces.
 * Why: upstream runs Prism over every block in the browser, twice (it
 * remounts each block after hydration to apply the colour mode), and ships
 * Prism and its grammars with every MDX page. Code is highlighted at build
 * time instead (src/plugins/highlightCode): a fence arrives with the HTML of
 * its lines in `highlighted`.
 * Changed: the block is upstream's markup (Container, title bar, a focusable
 * pre, the copy button shown once hydrated) around that HTML; the colours are
 * CSS for both modes, so nothing re-renders. A block a component builds in
 * the browser (the API pages' JSON steps) is plain text until it is within
 * 400 px of the viewport, then highlighted by the same code, loaded then; on
 * API pages every block waits so (an element per token adds up there).
 * Kept: title (`title` or `title="..."`), line highlighting and numbers, the
 * copy button (copies without magic comments). Not kept: the word-wrap toggle;
 * long lines scroll sideways in the pre, as upstream's do by default.
 */
import React, {isValidElement, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/CodeBlock';
import Container from '@theme/CodeBlock/Container';
import ElementContent from '@theme/CodeBlock/Content/Element';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import {parseFence, titleOf} from '@site/src/plugins/highlightCode/fence';
import styles from './styles.module.css';

type CodeBlockProps = Props & {highlighted?: string};

export default function CodeBlock({children, highlighted, ...props}: CodeBlockProps): ReactNode {
  const apiPage = useActivePlugin()?.pluginId === 'api';
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  const raw = React.Children.toArray(children).join('').replace(/\n$/, '');
  const block = {
    language: props.language ?? /language-(\S+)/.exec(props.className ?? '')?.[1] ?? 'text',
    title: props.title ?? titleOf(props.metastring),
    code: parseFence(raw, props.metastring).code,
  };
  // On API pages most blocks sit below the fold or in a closed details, and a
  // highlighted block costs an element per token: they wait there too.
  return highlighted === undefined || apiPage ? (
    <HighlightWhenNear {...block} highlighted={highlighted} />
  ) : (
    <Block {...block} html={highlighted} />
  );
}

interface BlockProps {
  language: string;
  title: ReactNode;
  /** What the copy button copies. */
  code: string;
  /** The lines, highlighted, or the code escaped until they are. */
  html: string;
}

function Block({language, title, code, html}: BlockProps): ReactNode {
  const numbered = html.includes('token-line code-line');
  return (
    <Container as="div" className={`language-${language}`}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        <pre tabIndex={0} className={clsx('prism-code', `language-${language}`, styles.pre, 'thin-scrollbar')}>
          <code className={clsx(styles.lines, numbered && styles.numbered)} dangerouslySetInnerHTML={{__html: html}} />
        </pre>
        <CopyButton code={code} />
      </div>
    </Container>
  );
}

const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};
const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => escapes[c]!);

function HighlightWhenNear({highlighted, ...props}: Omit<BlockProps, 'html'> & {highlighted?: string}): ReactNode {
  // A state, not a ref: the effect must run again when the box mounts.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [html, setHtml] = useState<string | null>(null);
  const {code, language} = props;
  useEffect(() => {
    if (!box) return;
    let mounted = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (highlighted !== undefined) return setHtml(highlighted);
        void import('@site/src/plugins/highlightCode/highlight').then(
          ({highlightToHtml}) => mounted && setHtml(highlightToHtml(code, language)),
        );
      },
      {rootMargin: '400px 0px'},
    );
    observer.observe(box);
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, [box, code, language, highlighted]);
  return (
    // data-plain-code: tests wait for the blocks near the viewport to be highlighted.
    <div ref={setBox} data-plain-code={html === null ? '' : undefined}>
      <Block {...props} html={html ?? escapeHtml(code)} />
    </div>
  );
}

/** Upstream's copy button, fed by props. Rendered once hydrated, as upstream's. */
function CopyButton({code}: {code: string}): ReactNode {
  const isBrowser = useIsBrowser();
  const [copied, setCopied] = useState(false);
  // Said to screen readers: the button's label changes for a second only, which none announces.
  const [status, setStatus] = useState('');
  const timeout = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timeout.current), []);
  if (!isBrowser) return null;
  const copy = () => {
    // Emptied first, and again with the label: a live region announces a
    // change, so a second copy must not find the same text already there.
    setStatus('');
    void navigator.clipboard.writeText(code).then(
      () => {
        setCopied(true);
        setStatus('Copied the code.');
        window.clearTimeout(timeout.current);
        timeout.current = window.setTimeout(() => {
          setCopied(false);
          setStatus('');
        }, 1000);
      },
      () => setStatus('The code could not be copied: select it and copy it by hand.'),
    );
  };
  return (
    <div className={styles.buttons}>
      <button
        type="button"
        className={clsx('clean-btn', copied && styles.copied)}
        title={translate({id: 'theme.CodeBlock.copy', message: 'Copy'})}
        aria-label={
          copied
            ? translate({id: 'theme.CodeBlock.copied', message: 'Copied'})
            : translate({id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard'})
        }
        onClick={copy}
      >
        <span className={styles.icons} aria-hidden="true">
          <IconCopy className={styles.copyIcon} />
          <IconSuccess className={styles.successIcon} />
        </span>
      </button>
      <span role="status" className="visually-hidden">
        {status}
      </span>
    </div>
  );
}
