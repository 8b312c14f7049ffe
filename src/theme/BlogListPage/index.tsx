/**
 * EJECTED (not wrapped) from @docusaurus/theme-classic BlogListPage (Docusaurus 3.10.2),
 * upstream path: node_modules/@docusaurus/theme-classic/src/theme/BlogListPage/index.tsx.
 * Kept in upstream's formatting (80 columns; .prettierignore) so a diff against
 * upstream shows only our changes: re-read it on every Docusaurus upgrade.
 * Why: the blog list has no h1 upstream (its posts are h2s), so the page
 * outline and screen readers get no page heading. A wrap cannot place a
 * heading inside BlogLayout, hence the eject.
 * Changed: the "Tucano project" block in BlogListPageContent. The rest is upstream.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  PageMetadata,
  HtmlClassNameProvider,
  ThemeClassNames,
} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogListPage';

function BlogListPageMetadata(props: Props): ReactNode {
  const {metadata} = props;
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const {blogDescription, blogTitle, permalink} = metadata;
  const isBlogOnlyMode = permalink === '/';
  const title = isBlogOnlyMode ? siteTitle : blogTitle;
  return (
    <>
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

function BlogListPageContent(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  return (
    <BlogLayout sidebar={sidebar}>
      {/* Tucano project: the page heading, with the page number after the first page. */}
      <Heading as="h1" className="margin-bottom--lg">
        {metadata.blogTitle}
        {metadata.page > 1 && `, page ${metadata.page}`}
      </Heading>
      {/* End of Tucano project change. */}
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider
      className={clsx(
        ThemeClassNames.wrapper.blogPages,
        ThemeClassNames.page.blogListPage,
      )}
    >
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
