/**
 * Wraps @theme-original/SearchPage of @easyops-cn/docusaurus-search-local
 * (0.55.3), the /search page.
 * Why: the plugin renders its results straight into Layout's main wrapper, a
 * plain div, so the page has no main landmark (axe: landmark-one-main,
 * region). Putting a <main> inside would mean ejecting the plugin's page,
 * which imports the plugin's internals.
 * Changed: while this page is shown, Layout's main wrapper (the public
 * SkipToContentFallbackId) carries role="main"; it is removed on leaving.
 */
import React, {useEffect, type ReactNode} from 'react';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWrapper(): ReactNode {
  useEffect(() => {
    const wrapper = document.getElementById(SkipToContentFallbackId);
    wrapper?.setAttribute('role', 'main');
    return () => wrapper?.removeAttribute('role');
  }, []);
  return <SearchPage />;
}
