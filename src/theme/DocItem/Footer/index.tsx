/**
 * Wraps @theme-original/DocItem/Footer (Docusaurus 3.10.2), the end of every
 * docs and API page: its "Edit this page" link and "Last updated" date.
 * Why: readers get the page's tools there: copy the page as Markdown for an
 * assistant, and say whether the page helped, as a prefilled GitHub issue
 * (no tracking service).
 * Changed: renders PageTools (src/components/PageTools) after the upstream footer.
 */
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageTools from '@site/src/components/PageTools';

export default function FooterWrapper(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <Footer />
      <PageTools
        title={metadata.title}
        route={metadata.permalink}
        siteUrl={siteConfig.url}
        repositoryUrl={String(siteConfig.customFields?.repositoryUrl)}
      />
    </>
  );
}
