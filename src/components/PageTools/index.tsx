/**
 * The tools at the end of every docs and API page (src/theme/DocItem/Footer):
 * "Copy page as Markdown", which copies the page's Markdown copy
 * (scripts/markdown-copies.mjs) and says so to screen readers, and "Was this
 * page helpful?", whose answers open a GitHub issue prefilled with the page's
 * title and address: feedback without a tracking service.
 */
import React, {useState, type ReactNode} from 'react';
import {markdownPath} from './markdownPath';
import styles from './styles.module.css';

interface Props {
  title: string;
  /** The page's route, as its permalink: /docs/browser/open */
  route: string;
  siteUrl: string;
  repositoryUrl: string;
}

/** A new issue on the site's repository, prefilled with the page and the answer. */
export function feedbackUrl({title, route, siteUrl, repositoryUrl}: Props, helpful: boolean): string {
  const answer = helpful ? 'helpful' : 'not helpful';
  const body = [
    `Page: ${siteUrl}${route}`,
    `Title: ${title}`,
    `Was this page helpful? ${helpful ? 'Yes' : 'No'}`,
    '',
    helpful ? 'What helped most (optional):' : 'What were you looking for, and what was missing or wrong?',
    '',
  ].join('\n');
  const query = new URLSearchParams({title: `Docs feedback: "${title}" was ${answer}`, body});
  return `${repositoryUrl}/issues/new?${query}`;
}

/** Copies the text fetched from `href`; Safari needs the clipboard write to start within the click. */
async function copyFrom(href: string): Promise<void> {
  const text = fetch(href).then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export default function PageTools(props: Props): ReactNode {
  const href = markdownPath(props.route);
  const [status, setStatus] = useState('');
  const copy = async () => {
    setStatus('');
    try {
      await copyFrom(href);
      setStatus('Copied the page as Markdown.');
    } catch {
      setStatus('Could not copy the page. Open it as Markdown instead.');
    }
  };
  return (
    <div className={styles.tools}>
      <div className={styles.row}>
        <button
          type="button"
          className="button button--secondary button--sm"
          // A <button> does not take the page's font, as the links styled as buttons below do.
          style={{fontFamily: 'inherit'}}
          onClick={copy}
        >
          Copy page as Markdown
        </button>
        <a href={href} className={styles.link}>
          View as Markdown
        </a>
        <span role="status" className={styles.status}>
          {status}
        </span>
      </div>
      <div className={styles.row} role="group" aria-labelledby="page-feedback-question">
        <span id="page-feedback-question">Was this page helpful?</span>
        {/* Yes and No wrap together on a phone, never one without the other. */}
        <span style={{display: 'inline-flex', gap: '0.5rem'}}>
          <a className="button button--outline button--primary button--sm" href={feedbackUrl(props, true)}>
            Yes
          </a>
          <a className="button button--outline button--primary button--sm" href={feedbackUrl(props, false)}>
            No
          </a>
        </span>
        <span className={styles.note}>Either answer opens a prefilled issue on GitHub.</span>
      </div>
    </div>
  );
}
