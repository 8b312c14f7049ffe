/**
 * EJECTED (not wrapped) from @docusaurus/theme-classic BlogArchivePage (Docusaurus 3.10.2),
 * upstream path: node_modules/@docusaurus/theme-classic/src/theme/BlogArchivePage/index.tsx.
 * Kept in upstream's formatting (80 columns; .prettierignore) so a diff against
 * upstream shows only our changes: re-read it on every Docusaurus upgrade.
 * Why: upstream heads each year with an h3 right after the page's h1 (a
 * skipped level), puts its hero <header> outside <main> (a second banner
 * landmark beside the announcement bar), and lists each year's posts oldest
 * first. Its date hook is internal API, so a wrap or a plain eject cannot do.
 * Changed (marked "Tucano project"): years are h2, the hero sits inside
 * <main>, posts are newest first, dates use src/plugins/withoutIntl's formatter
 * (English without starting ICU, like the rest of the theme), and
 * the hero's description says what the page holds instead of repeating its title.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import {dateTimeFormat} from '@site/src/plugins/withoutIntl/dateFormat';

type YearProp = {year: string; posts: ArchiveBlogPost[]};

function Year({year, posts}: YearProp): ReactNode {
  // Tucano project: the site's date formatter instead of theme-common's
  // internal useDateTimeFormat (English dates without starting ICU).
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const dateFormat = dateTimeFormat(currentLocale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (
    <>
      {/* Tucano project: h2, one level below the page's h1. */}
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {dateFormat.format(new Date(post.metadata.date))} -{' '}
              {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function YearsSection({years}: {years: YearProp[]}): ReactNode {
  return (
    <section className="margin-vert--lg">
      <div className="container">
        <div className="row">
          {years.map((props) => (
            <div key={props.year} className="col col--4 margin-vert--lg">
              <Year {...props} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProp[] {
  const postsByYear = new Map<string, ArchiveBlogPost[]>();
  for (const post of blogPosts) {
    const year = post.metadata.date.split('-')[0]!;
    // Tucano project: append, keeping the newest-first order posts arrive in.
    postsByYear.set(year, [...(postsByYear.get(year) ?? []), post]);
  }
  return Array.from(postsByYear, ([year, posts]) => ({year, posts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  // Tucano project: upstream's description repeats the title ("Archive").
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Every post of the Tucano blog, newest first.',
    description: 'The page & hero description of the blog archive page',
  });
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        {/* Tucano project: the hero inside <main>, so it is not a second banner landmark. */}
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </header>
          {years.length > 0 && <YearsSection years={years} />}
        </main>
      </Layout>
    </>
  );
}
