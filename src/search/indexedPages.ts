/**
 * What the search index knows about each built page: whether it is indexed,
 * its kind (the filter), where it lives (shown under the title), whether it is
 * an older version, and the catalogue keywords that lead readers to it. Pure
 * functions of a route and its HTML, so the unit tests check them directly.
 */
import {allActions, type Action} from '../catalogue';
import {DOCS_GROUPS, API_MODULES} from '../catalogue/modules';
import {keywordsOf} from '../catalogue/keywords';
import {SITE_KEYWORDS} from '../siteKeywords';
import {joinedApiName, KEYWORDS_END, KEYWORDS_MARK, type Kind} from './marks';

export interface IndexedPage {
  kind: Kind;
  /** Where the page lives, as results show it: `Docs › Browser`, `API › Database`. */
  section: string;
  /** The version of an older action version's page, such as `v1_0_0`. */
  olderVersion?: string;
}

const actionByDocsRoute = new Map(
  allActions.flatMap((a): [string, Action][] => (a.docsRoute ? [[a.docsRoute, a]] : [])),
);
const groupTitle = new Map(DOCS_GROUPS.map((group) => [group.id, group.title]));

/** Blog posts are /blog/YYYY/MM/DD/slug; lists, tags, authors and the archive repeat them. */
const BLOG_POST = /^\/blog\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/;
const NOT_INDEXED = new Set(['/search', '/404.html']);

export function describeRoute(route: string): IndexedPage | null {
  if (NOT_INDEXED.has(route)) return null;
  if (route.startsWith('/blog')) return BLOG_POST.test(route) ? {kind: 'Blog', section: 'Blog'} : null;
  if (route === '/api' || route.startsWith('/api/')) {
    const path = route.replace(/^\/api\/?(actions\/)?/, '');
    const module = API_MODULES.find((m) => m.path !== '' && m.path === path);
    return {kind: 'API', section: module ? `API › ${module.title}` : 'API'};
  }
  if (route.startsWith('/tutorials/')) return {kind: 'Tutorials', section: 'Tutorials'};
  if (route.startsWith('/docs/')) {
    const action = actionByDocsRoute.get(route);
    const group = route.split('/')[2];
    const section = group ? `Docs › ${groupTitle.get(group) ?? group}` : 'Docs › Actions';
    return action && !action.isLatest ? {kind: 'Docs', section, olderVersion: action.version} : {kind: 'Docs', section};
  }
  return {kind: 'Docs', section: 'Docs › Guides'};
}

/** The keywords of the action a docs page documents (none for older versions). */
export function docsPageKeywords(route: string): readonly string[] {
  const action = actionByDocsRoute.get(route);
  return action?.isLatest ? keywordsOf(action.id) : [];
}

const decodeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The keywords of a guide or tutorial, from its front matter: Docusaurus
 * writes them as the page's keywords meta tag, in place of the site's.
 */
export function frontMatterKeywords(html: string): string[] {
  const content = /<meta [^>]*name="?keywords"? content="([^"]*)"/.exec(html)?.[1];
  if (content === undefined || decodeAttribute(content) === SITE_KEYWORDS) return [];
  return decodeAttribute(content)
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** API-only actions (checker, settings) have no docs page: their keywords go to their API entry. */
export function apiEntryKeywords(route: string): {anchor: string; keywords: readonly string[]}[] {
  return allActions
    .filter((a) => a.isLatest && !a.docsRoute && a.apiRoute.split('#')[0] === route)
    .map((a) => ({anchor: a.apiRoute.split('#')[1]!, keywords: keywordsOf(a.id)}));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The first word of an API name: `actions` and every group (`browser.open`, `database.mysql.query`). */
const apiNameStarts = new Set(['actions', ...allActions.map((a) => a.group)]);

/**
 * Joined and split forms of words written with a hyphen or a dot (NF-e,
 * e-mail, fill-field, node.js), so a reader finds them typed either way. API
 * names are left to their own token (`joinedApiName`): `browseropen` would
 * otherwise match every reader who types `browser`.
 */
export function spellingVariants(text: string): string[] {
  const variants = new Set<string>();
  for (const [word] of text.matchAll(/[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)+/gu)) {
    if (word.includes('.') && apiNameStarts.has(word.split('.')[0]!)) continue;
    variants.add(word.replace(/[-.]/g, ''));
    variants.add(word.replace(/[-.]/g, ' '));
  }
  return [...variants];
}

/** Added words (keywords, spelling variants) sit between these marks, so excerpts can skip them. */
const added = (words: readonly string[], weight?: number) =>
  words.length
    ? `<p${weight ? ` data-pagefind-weight="${weight}"` : ''}>${KEYWORDS_MARK} ${escapeHtml(words.join(' · '))} ${KEYWORDS_END}</p>`
    : '';

/** Keywords weigh like a subheading: they name the task the page answers. */
const KEYWORD_WEIGHT = 4;

/**
 * Error codes weigh most where a page explains them: a troubleshooting entry
 * (`Error code: X`), then an action's Errors table. Mentions elsewhere keep
 * the weight of running text, so a code query leads to its explanation.
 */
function weighErrorCodes(body: string, kind: Kind): string {
  if (kind === 'API') return body;
  return (
    body
      .replace(/(<strong>Error code:<\/strong> <code)>/g, '$1 data-pagefind-weight="10">')
      // The row header of an Errors table (ReferenceTables adds its column name as data-label).
      .replace(/(<th scope="?row"?[^>]*><code)>/g, '$1 data-pagefind-weight="2">')
  );
}

/**
 * Pages that list many actions (the API modules, All actions, the group
 * pages) mention every task in passing; older versions repeat the current
 * one. Their text, headings included, weighs less, so the page about the
 * task ranks first; the lists' tables are not indexed at all.
 */
function weighListsAndOlderVersions(route: string, body: string, page: IndexedPage): string {
  if (page.olderVersion) return body.replace(/<(h1|h2|h3|p|li|td|th)([ >])/g, '<$1 data-pagefind-weight="0.3"$2');
  if (page.kind === 'API') return body.replace(/<(h1|h2|h3|p|li|td|th)([ >])/g, '<$1 data-pagefind-weight="0.5"$2');
  const listsActions = route.startsWith('/docs/') && !actionByDocsRoute.has(route);
  return listsActions ? body.replace(/<table[ >]/g, '<table data-pagefind-ignore ') : body;
}

/** An API entry's heading is its name (`browser.open`): its joined form goes under it, weighted high. */
function markApiNames(body: string): string {
  return body.replace(
    /(<h[23][^>]* id="?[\w-]+"?[ >])([\w.-]+)([^<]*)([\s\S]*?<\/h[23]>)/g,
    (_, open: string, name: string, rest: string, close: string) =>
      name.includes('.')
        ? `${open}${name}${rest}${close}${added([joinedApiName(name)], 10)}`
        : `${open}${name}${rest}${close}`,
  );
}

/**
 * The HTML Pagefind indexes for a page: only the article body (not the
 * navbar, sidebar or footer), its kind as a filter, where it lives and its
 * description as metadata, its keywords, and the weights above. Keywords and
 * spelling variants go before the first heading, so they count for the page
 * itself (its top, not one of its sections); an API-only action's keywords go
 * under its own heading.
 */
export function htmlToIndex(route: string, html: string, page: IndexedPage): string | null {
  const body = indexedBody(route, html, page);
  return body === null ? null : indexedDocument(body);
}

/** What htmlToIndex puts inside Pagefind's body element. */
function indexedBody(route: string, html: string, page: IndexedPage): string | null {
  const description = /<meta [^>]*name="?description"? content="([^"]*)"/.exec(html)?.[1] ?? '';
  const bodyOpen =
    page.kind === 'Blog' ? /<article[^>]*>/.exec(html) : /<div class="theme-doc-markdown markdown">/.exec(html);
  if (!bodyOpen) return null;
  const bodyStart = bodyOpen.index + bodyOpen[0].length;
  const bodyEnd = page.kind === 'Blog' ? html.indexOf('</article>', bodyStart) : findClosingDiv(html, bodyStart);
  let body = weighListsAndOlderVersions(route, weighErrorCodes(html.slice(bodyStart, bodyEnd), page.kind), page);
  if (page.kind === 'API') body = markApiNames(body);
  for (const {anchor, keywords} of apiEntryKeywords(route)) {
    const heading = new RegExp(`(<h[23][^>]* id="?${anchor}"?[ >][\\s\\S]*?</h[23]>)`);
    body = body.replace(heading, `$1${added(keywords, KEYWORD_WEIGHT)}`);
  }
  const variants = spellingVariants(body.replace(/<[^>]+>/g, ' '));
  const keywords = [...docsPageKeywords(route), ...frontMatterKeywords(html)];
  const top = metaOf(page, description) + added(keywords, KEYWORD_WEIGHT) + added(variants);
  return top + body;
}

/** The kind as a filter, and where the page lives, its description and version as metadata. */
function metaOf(page: IndexedPage, description?: string): string {
  const version = page.olderVersion ? `, version[data-version]" data-version="${page.olderVersion}` : '';
  const described = description === undefined ? '' : ', description[data-description]';
  return (
    `<span data-pagefind-filter="kind:${page.kind}" data-pagefind-meta="section[data-section]${described}${version}"` +
    ` data-section="${escapeHtml(page.section)}"${description === undefined ? '' : ` data-description="${description}"`}></span>`
  );
}

const indexedDocument = (body: string) => `<html lang="en"><body><main data-pagefind-body>${body}</main></body></html>`;

/** What the index holds as one result: a page, or one entry of a page of entries. */
export interface IndexRecord {
  url: string;
  content: string;
}

/**
 * Pages of many short answers, each under its own h3, whose entries are found
 * on their own: a reader who pastes an error message gets its Troubleshooting
 * entry, titled with the message, rather than a long page that Pagefind ranks
 * below every short action page quoting the same message.
 */
/** The "Direct link" anchor Docusaurus adds to a heading: not part of its text. */
const HASH_LINK = /<a [^>]*class="?hash-link[\s\S]*?<\/a>/;

const PAGES_OF_ENTRIES = new Map([['/troubleshooting', 'Docs › Troubleshooting']]);

/**
 * The records a page is indexed as (htmlToIndex prepares their HTML): the
 * page itself, or, for a page of entries, the page without its entries (its
 * introduction and group headings) and each entry as a record of its own,
 * at the entry's anchor, titled with its heading and placed in the page.
 */
export function recordsToIndex(route: string, html: string, page: IndexedPage): IndexRecord[] | null {
  const body = indexedBody(route, html, page);
  if (body === null) return null;
  const entrySection = PAGES_OF_ENTRIES.get(route);
  if (!entrySection) return [{url: route, content: indexedDocument(body)}];
  const pageParts: string[] = [];
  const entries: IndexRecord[] = [];
  for (const part of body.split(/(?=<h[23][\s>])/)) {
    const heading = /^<h3[^>]* id="?([\w-]+)"?[^>]*>([\s\S]*?)<\/h3>/.exec(part);
    if (!heading) {
      pageParts.push(part);
      continue;
    }
    const [whole, id, title] = heading;
    const text = title!.replace(HASH_LINK, '');
    entries.push({
      url: `${route}#${id}`,
      content: indexedDocument(
        `${metaOf({...page, section: entrySection})}<h1>${text}</h1>${part.slice(whole.length)}`,
      ),
    });
  }
  return [{url: route, content: indexedDocument(pageParts.join(''))}, ...entries];
}

/**
 * The error messages with a [placeholder] an action page answers, each with where: an entry of its
 * Troubleshooting section at its heading, any other message of its Errors
 * table at the table. A message pasted from the step log, values and all,
 * leads there (engine.ts), as it leads to Troubleshooting's own entries. Only
 * the latest version's page: search leads to the version new steps get.
 */
export function messageEntriesOf(route: string, html: string): [message: string, url: string][] {
  const action = actionByDocsRoute.get(route);
  if (!action?.isLatest) return [];
  const entries = new Map<string, string>();
  for (const [, id, heading] of html.matchAll(/<h3[^>]* id="?([\w-]+)"?[^>]*>([\s\S]*?)<\/h3>/g)) {
    const text = heading!.replace(HASH_LINK, '').replace(/<[^>]+>/g, '');
    const message = decodeAttribute(text).trim();
    if (message.includes('[')) entries.set(message, `${route}#${id}`);
  }
  for (const {message} of action.errors) {
    if (message.includes('[') && !entries.has(message)) entries.set(message, `${route}#errors`);
  }
  return [...entries];
}

/** The keywords an indexed page holds, as htmlToIndex adds them: an action's, a guide's, an API-only action's. */
const KEYWORD_PARAGRAPH = new RegExp(
  `<p data-pagefind-weight="${KEYWORD_WEIGHT}">${KEYWORDS_MARK} ([\\s\\S]*?) ${KEYWORDS_END}</p>`,
  'g',
);

/**
 * The words a reader's misspelling is corrected to (engine.ts): the page's
 * title and headings, and its keywords. Body text stays out: it would make
 * the list too long to fetch with a first search.
 */
export function vocabularyOf(indexedHtml: string): string[] {
  const headings = [...indexedHtml.matchAll(/<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/g)].map(([, text]) => text!);
  const keywords = [...indexedHtml.matchAll(KEYWORD_PARAGRAPH)].map(([, text]) => decodeAttribute(text!));
  const text = [...headings, ...keywords]
    .join(' ')
    .replace(/<[^>]+>/g, ' ')
    .toLowerCase();
  return text.match(/\p{L}{4,}/gu) ?? [];
}

/** The index just past the </div> that closes the div opened before `from`. */
function findClosingDiv(html: string, from: number): number {
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return html.length;
}
