/**
 * Wraps @theme-original/NotFound/Content (Docusaurus 3.10.2), the body of the
 * not-found page.
 * Why: a reader who mistyped a path should land one click from the page they
 * meant, not only be told it is missing.
 * Changed: adds NearestPages (src/components/NearestPages) under the upstream
 * content: the three nearest existing pages and a search for the path's words.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';
import NearestPages from '@site/src/components/NearestPages';

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <NearestPages />
    </>
  );
}
