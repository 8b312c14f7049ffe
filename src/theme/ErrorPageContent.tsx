/**
 * Wraps @theme-original/ErrorPageContent (Docusaurus 3.10.2), the fallback a
 * page shows when it crashes.
 * Why: the specification titles this view "Page Error", and a reader who hits
 * it needs a way on, not only "Try again".
 * Changed: sets the document title, and adds links to the home page and to
 * Troubleshooting under the upstream content ("This page crashed.", the
 * error's message, "Try again").
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type {Props} from '@theme/Error';

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
      <nav aria-label="After the error" className="container margin-bottom--xl text--center">
        <Link to="/">Go to the documentation home</Link>
        {' · '}
        <Link to="/troubleshooting">Read Troubleshooting</Link>
      </nav>
    </>
  );
}
