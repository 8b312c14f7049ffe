/**
 * Wraps @theme-original/NotFound/Content (Docusaurus 3.10.2), the body of the
 * not-found page.
 * Why: a reader who mistyped a path should land one click from the page they
 * meant, not only be told it is missing; and the tab should say so. With the
 * docs at `/`, an unknown path is answered by the docs plugin's root, which
 * renders this content without @theme/NotFound's title: the tab showed only
 * the site's name.
 * Changed: sets upstream's "Page Not Found" title (its own translation id),
 * and adds NearestPages (src/components/NearestPages) under the upstream
 * content: the three nearest existing pages and a search for the path's words.
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';
import NearestPages from '@site/src/components/NearestPages';

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} />
      <NearestPages />
    </>
  );
}
