/**
 * The reader's side of search: loads Pagefind's own script from the built
 * index (build/pagefind/, written by scripts/index-search.mjs) the first time
 * a reader searches, runs queries and turns Pagefind's results into hits to
 * show. Pagefind fetches only the index pieces and page fragments a query
 * needs. Only the search box's lazy chunk and the /search page import this.
 */
import {ERROR_CODE} from '../catalogue/errorCode';
import {stem} from 'porter2';
import {piecesFor, type PieceRange} from './indexPieces';
import {joinedApiName, KEYWORDS_END, KEYWORDS_MARK, type Kind} from './marks';

/** The part of Pagefind's browser API the site uses (pagefind.js, version 1.6). */
interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindData>;
}
interface PagefindLocation {
  weight: number;
  balanced_score: number;
  location: number;
}
interface PagefindSubResult {
  title: string;
  url: string;
  locations: number[];
  weighted_locations: PagefindLocation[];
}
export interface PagefindData {
  url: string;
  content: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[]>;
  locations: number[];
  weighted_locations: PagefindLocation[];
  sub_results: PagefindSubResult[];
}
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  preload: (word: string) => Promise<void>;
  search: (
    query: string,
    options?: {filters?: Record<string, string>},
  ) => Promise<{results: PagefindResult[]; unfilteredResultCount: number} | null>;
}

export interface Hit {
  url: string;
  title: string;
  /** Where the page lives: `Docs › Browser`, `API › Database`, `Tutorials`, `Blog`. */
  section: string;
  /** The version of an older action version, shown beside the title. */
  olderVersion?: string;
  /** HTML: text with the matched words in <mark>, everything else escaped. */
  excerpt: string;
}

let pagefind: Promise<Pagefind> | null = null;
let vocabulary: Promise<string[]> | null = null;
/** What results show of each page, by Pagefind's result id: url, title, section and the version of an older one. */
export type ShownPage = [url: string, title: string, section: string, version?: string];
let pages: Promise<Record<string, ShownPage>> | null = null;
/** The alphabetical range of each piece of the word index (written by scripts/index-search.mjs). */
let pieces: Promise<PieceRange[]> | null = null;
let messages: Promise<PageMessages> | null = null;

const fetchJson = <T>(url: string): Promise<T> =>
  fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json() as Promise<T>;
  });

/** The words misspellings are corrected to, most frequent first (written by scripts/index-search.mjs). */
function loadVocabulary(baseUrl: string): Promise<string[]> {
  vocabulary ??= fetch(`${baseUrl}pagefind/vocabulary.txt`)
    .then((response) => (response.ok ? response.text() : ''))
    .then(
      (text) => text.split('\n').filter(Boolean),
      () => [],
    );
  return vocabulary;
}

/**
 * The action pages' error messages, fetched for a query long enough to be a
 * line pasted from the step log: every message has four words or more.
 */
function messagesFor(query: string, baseUrl = '/'): Promise<PageMessages> {
  if (finishedWords(query).length < 4) return Promise.resolve({});
  messages ??= fetchJson<PageMessages>(`${baseUrl}pagefind/messages.json`).catch(() => {
    messages = null;
    return {};
  });
  return messages;
}

/** Loads Pagefind once. Fails in `npm start`, where no index has been built. */
export function loadPagefind(baseUrl = '/'): Promise<Pagefind> {
  pagefind ??= (async () => {
    const url = `${baseUrl}pagefind/pagefind.js`;
    // Pagefind's script is served beside the site, not bundled: the bundler must leave this import alone.
    const module = (await import(/* webpackIgnore: true */ url)) as Pagefind;
    // No worker: one file fewer on the first search, and queries take a few milliseconds.
    // Ranking: long pages (the API modules, the All actions list) are penalised
    // more than by default, and a word repeated on a page soon stops adding
    // to its score, so a page about a task beats a page that lists it.
    await module.options({
      baseUrl,
      excerptLength: 24,
      noWorker: true,
      ranking: {pageLength: 1, termSaturation: 1},
    });
    await module.init();
    return module;
  })();
  pages ??= fetchJson(`${baseUrl}pagefind/pages.json`);
  pieces ??= fetchJson(`${baseUrl}pagefind/pieces.json`);
  const ready = Promise.all([pagefind, pages, pieces]).then(([engine]) => engine);
  ready.catch(() => {
    pagefind = null;
    pages = null;
    pieces = null;
  });
  void loadVocabulary(baseUrl);
  return ready;
}

/**
 * Pagefind's search, once every index piece the query's words can match is
 * loaded: the results are the query's own, whatever was searched before.
 */
async function searchIndex(engine: Pagefind, query: string, options?: {filters?: Record<string, string>}) {
  const ranges = await pieces!;
  await Promise.all(piecesFor(query, ranges).map((key) => engine.preload(key)));
  return engine.search(query, options);
}

/** `actions.browser.open`, `browser.open`, `database.mysql.query`: a name from the API reference. */
export const isApiName = (query: string): boolean => /^(actions\.)?[a-z][\w-]*(\.[\w-]+)+$/i.test(query.trim());

/** A line of code that calls an action, as its name: `const page = await actions.browser.open({…});`. */
export function calledApiName(query: string): string | null {
  const name = query
    .trim()
    .replace(/^(?:(?:const|let|var)\s+\w+\s*=\s*)?(?:await\s+)?/, '')
    .replace(/\s*\([\s\S]*$/, '')
    .replace(/;$/, '');
  return name !== query.trim() && isApiName(name) ? name : null;
}

/** The anchor of an API name's entry, without its `#`: `browser.open` is `browseropen`. */
export const apiAnchorOf = (name: string): string =>
  name
    .trim()
    .replace(/^actions\./i, '')
    .replace(/[^\w-]/g, '')
    .toLowerCase();

/** `BROWSER_ELEMENT_NOT_FOUND`: an error code, as a step's log shows it, typed in any case. */
export const isErrorCode = (query: string): boolean => ERROR_CODE.test(query.trim().toUpperCase());

/** A group's page (`/docs/browser`) or a blog post: pages that mention tasks rather than do them. */
const isOverviewPage = (url: string): boolean => /^\/docs\/[^/#]+$/.test(url) || url.startsWith('/blog/');

/**
 * How much a page's kind and version weigh against the query, on top of
 * Pagefind's score. The API reference's module pages weigh half, so the page
 * about a task comes first; the API's intro and tutorial are pages about a
 * task themselves. Group pages and blog posts weigh half too: short, and
 * naming many tasks and codes in passing ("Common pitfalls", release notes),
 * they outranked the action page that does the task ("save web page as pdf",
 * `API_INVALID_JSON`). An error code asks for its cause and fix: Troubleshooting,
 * a long page that holds many codes, would otherwise rank below the shorter
 * action pages that only list the code in their Errors tables.
 */
export function rankFactor(data: Pick<PagefindData, 'url' | 'meta'>, query: string): number {
  const api = data.url.startsWith('/api/actions/');
  let factor = 1;
  if (data.meta.version) factor *= 0.5;
  if (api && !isApiName(query)) factor *= 0.5;
  if (isOverviewPage(data.url)) factor *= 0.5;
  if (isErrorCode(query) && data.url.startsWith('/troubleshooting')) factor *= 2;
  return factor;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The word positions of a page's text that the page itself shows (not the words the index added). */
export function shownWords(words: readonly string[]): boolean[] {
  let shown = true;
  return words.map((word) => {
    // Pagefind ends a block's last word with a full stop: `tucanosearchtermsend.`
    const bare = word.replace(/\W/g, '');
    if (bare === KEYWORDS_MARK) shown = false;
    const result = shown;
    if (bare === KEYWORDS_END) shown = true;
    return result;
  });
}

/**
 * An excerpt around the first match in the page's own text. Pagefind's excerpt
 * can fall in the words the index adds to a page, which readers never see; a
 * page matched only by those shows its description instead.
 */
export function excerptOf(data: Pick<PagefindData, 'content' | 'locations' | 'meta'>, length = 24): string {
  const words = data.content.split(/\s+/);
  const shown = shownWords(words);
  const matches = new Set(data.locations.filter((at) => shown[at]));
  const visible = words.map((word, at) => (shown[at] ? at : -1)).filter((at) => at >= 0);
  if (matches.size === 0)
    return escapeHtml(
      data.meta.description ||
        visible
          .slice(0, length)
          .map((at) => words[at])
          .join(' '),
    );
  const first = visible.indexOf(Math.min(...matches));
  const start = Math.max(0, Math.min(first - Math.floor(length / 3), visible.length - length));
  const excerpt = visible
    .slice(start, start + length)
    .map((at) => (matches.has(at) ? `<mark>${escapeHtml(words[at]!)}</mark>` : escapeHtml(words[at]!)));
  return `${start > 0 ? '… ' : ''}${excerpt.join(' ')}${start + length < visible.length ? ' …' : ''}`;
}

/**
 * The section of the page where the matches weigh most, as its anchor; the
 * page itself when that is its top. For an API name, its entry's anchor.
 */
export function bestUrl(data: Pick<PagefindData, 'url' | 'sub_results'>, query: string): string {
  if (isApiName(query)) {
    const anchor = `#${apiAnchorOf(query)}`;
    const entry = data.sub_results.find((sub) => sub.url.toLowerCase().endsWith(anchor));
    if (entry) return entry.url;
  }
  let best = {url: data.url, weight: 0};
  for (const sub of data.sub_results) {
    const weight = sub.weighted_locations.reduce((sum, l) => sum + l.balanced_score, 0);
    if (weight > best.weight) best = {url: sub.url, weight};
  }
  return best.url;
}

function toHit(data: PagefindData, query: string): Hit {
  return {
    url: bestUrl(data, query),
    title: data.meta.title ?? data.url,
    section: data.meta.section ?? '',
    olderVersion: data.meta.version,
    excerpt: excerptOf(data),
  };
}

/**
 * How much more a page weighs when it holds the reader's words as typed, in
 * that order. Pagefind scores words one by one, so for "read input value" the
 * database pages, full of "value" and "read", outrank Get text, whose keyword
 * is that very phrase.
 */
export const PHRASE_BOOST = 2;

/**
 * How much more a page weighs whose title is the query. Pagefind ties sibling
 * pages on a shared word ("Write CSV" and "Read CSV" on "csv"), and a title
 * word as common as read, write or code tells them apart too little.
 */
export const TITLE_BOOST = 2;

/** The words of a title or a query, as compared: lower case, no accents, punctuation or common words. */
function comparedWords(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return (kept.length > 0 ? kept : words).join(' ');
}

/** Whether `title` is the query, give or take case, accents, punctuation and common words. */
export const isTitle = (title: string, query: string): boolean => comparedWords(title) === comparedWords(query);

/**
 * Whether the query holds every word of a title of two words or more, in any
 * form ("Save and close" in "close excel workbook without saving"). A page
 * titled with the task lost to longer pages that merely use its words.
 */
export function titleInQuery(title: string, query: string): boolean {
  const titleWords = comparedWords(title).split(' ').map(stem);
  if (titleWords.length < 2) return false;
  const queryWords = new Set(comparedWords(query).split(' ').map(stem));
  return titleWords.every((word) => queryWords.has(word));
}

/** The query as a Pagefind phrase search, for a query of several words; else null. */
export function phraseOf(query: string): string | null {
  const words = query.trim().toLowerCase().replace(/"/g, '').split(/\s+/);
  return words.length > 1 ? `"${words.join(' ')}"` : null;
}

/** A message with its [placeholders], as the step log writes it with values in their place. */
const PLACEHOLDER = /\[[^\]]+\]/g;

/** Each error message with a [placeholder], and the action page entries that answer it (scripts/index-search.mjs). */
export type PageMessages = Record<string, string[]>;

/** An error message the query holds, and where it is answered. */
export interface MessageEntry {
  /** The message, its placeholders in brackets. */
  title: string;
  /** Troubleshooting's entry for it, a result of its own (its id in pages.json). */
  id?: string;
  /** Otherwise the action pages' entries for it. */
  urls: string[];
}

/** Whether the query holds the message, its placeholders standing for any text. */
function holdsMessage(query: string, message: string): boolean {
  const pattern = message
    .replace(/\.$/, '')
    .split(PLACEHOLDER)
    .map((text) =>
      text
        .trim()
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\s+/g, '\\s+'),
    );
  return new RegExp(pattern.join('\\s*(\\S.*?)\\s*'), 'i').test(query);
}

/**
 * The error message the query holds, its placeholders standing for any text:
 * a line pasted from the step log ("Element #login was not found after 30000
 * ms.") names its entry, though its values are on no page and Pagefind, which
 * wants every word, finds nothing. Troubleshooting's entries come first, then
 * the action pages' own (`pageMessages`). The longest message wins ("Could
 * not connect to [engine] at [host]:[port]" over "Could not connect to
 * [host]:[port]"). Null when no message matches.
 */
export function messageEntryOf(
  query: string,
  shownPages: Record<string, ShownPage>,
  pageMessages: PageMessages = {},
): MessageEntry | null {
  const candidates: MessageEntry[] = [
    ...Object.entries(shownPages)
      .filter(([, [url, title]]) => url.startsWith('/troubleshooting#') && title.includes('['))
      .map(([id, [url, title]]) => ({title, id, urls: [url]})),
    ...Object.entries(pageMessages).map(([title, urls]) => ({title, urls})),
  ];
  const literalLength = (message: string) => message.replace(PLACEHOLDER, '').length;
  let best: MessageEntry | null = null;
  for (const candidate of candidates) {
    if (!holdsMessage(query, candidate.title)) continue;
    if (!best || literalLength(candidate.title) > literalLength(best.title)) best = candidate;
  }
  return best;
}

/** A message's own words, without its placeholders and common words: what the search for its entry types. */
export const messageWords = (title: string): string =>
  title
    .replace(PLACEHOLDER, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !STOP_WORDS.has(word.toLowerCase()))
    .join(' ');

export interface SearchOutcome {
  hits: Hit[];
  /** Every page that matched, before `limit`. */
  total: number;
  /** The query searched instead, when a word of it was misspelt. */
  correctedTo?: string;
}

/**
 * Words too common to tell pages apart: English and Portuguese. Dropped from a
 * query that has other words, they would only download their long index entries,
 * and Pagefind, which wants every word, would keep only the pages holding them
 * ("como ler planilha" found nothing; "what" matched only "whatsapp").
 */
const STOP_WORDS = new Set(
  [
    'a an and as at by for from how i in into is it of on or the to with my your our',
    'what where which when who why do does can should that this these those are be',
    'de da do das dos e em um uma o os as para com no na meu minha seu sua',
    'como se é que por pelo pela pelos pelas ao aos à às ou todos todas',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The query's words, less a last word of one or two letters still being typed: it would match
 * every word it starts, across many index pieces, so it waits for a third letter (or a space)
 * while the query has other words.
 */
export function finishedWords(query: string): string[] {
  const words = query.trim().split(/\s+/);
  if (words.length > 1 && !/\s$/.test(query) && words.at(-1)!.length < 3) words.pop();
  return words;
}

/**
 * The words of the query's phrase: its finished words, stop words and all ("start robot from
 * whatsapp" is a tutorial's keyword), less those before its first word and after its last,
 * which only fetch their index pieces ("how to install client" is the phrase "install client").
 */
export function phraseWords(query: string): string[] {
  const words = finishedWords(query);
  const isWord = (word: string) => !STOP_WORDS.has(word.toLowerCase());
  const first = words.findIndex(isWord);
  const afterLast = words.length - [...words].reverse().findIndex(isWord);
  return first === -1 ? [] : words.slice(first, afterLast);
}

export function withoutStopWords(query: string): string {
  const kept = finishedWords(query).filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  return kept.length > 0 ? kept.join(' ') : query.trim();
}

/**
 * Edit distance with transpositions (optimal string alignment), or `max + 1`
 * once it is certain to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    [before, previous] = [previous, current];
  }
  return previous[b.length]!;
}

/**
 * The nearest known word to a word the site does not use in any title,
 * heading or keyword: one edit away for short words, two for long ones; the
 * most frequent wins a tie. Null for a known word (or the start of one).
 */
export function nearestWord(word: string, known: readonly string[]): string | null {
  if (word.length < 4 || !/^\p{L}+$/u.test(word) || known.some((k) => k.startsWith(word))) return null;
  const max = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const candidate of known) {
    const distance = editDistance(word, candidate, max);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
    if (bestDistance === 1) break;
  }
  return best;
}

/**
 * A query with its misspelt words corrected. A word no title, heading or
 * keyword uses, but close to one that does, is corrected unless the page
 * Pagefind ranks first for it really contains it (body text is not in the
 * vocabulary).
 */
async function correctMisspellings(engine: Pagefind, query: string): Promise<string> {
  const known = await (vocabulary ?? Promise.resolve([]));
  const words = query.split(/\s+/);
  const corrected = await Promise.all(
    words.map(async (word) => {
      const lower = word.toLowerCase();
      const nearest = nearestWord(lower, known);
      if (!nearest) return word;
      const first = (await searchIndex(engine, lower))?.results[0];
      const data = first && (await first.data());
      const text = data?.content.split(/\s+/) ?? [];
      const used = data?.locations.some((at) => text[at]?.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '') === lower);
      return used ? word : nearest;
    }),
  );
  return corrected.join(' ');
}

/**
 * Every way to leave `left` words out of the query, in its order. Pagefind
 * wants every word, so one word on no page that holds the others ("duas" in
 * "diferença de dias entre duas datas") leaves a query with nothing to show.
 */
export function withWordsLeftOut(query: string, left: number): string[] {
  const words = query.split(/\s+/);
  if (left < 1 || left >= words.length) return [];
  const variants: string[] = [];
  const keep = (from: number, kept: string[]) => {
    if (kept.length === words.length - left) return void variants.push(kept.join(' '));
    for (let i = from; i < words.length; i++) keep(i + 1, [...kept, words[i]!]);
  };
  keep(0, []);
  return variants;
}

/**
 * When no page holds every word: the query less the word (or, failing that, the
 * two words) whose absence finds the best-scored page. Every variant's words are
 * the query's, so their index pieces are already loaded.
 */
async function searchWithFewerWords(engine: Pagefind, query: string, filters: {filters?: Record<string, string>}) {
  for (const left of [1, 2]) {
    const tries = await Promise.all(
      withWordsLeftOut(query, left).map(async (searched) => ({
        searched,
        response: await searchIndex(engine, searched, filters),
      })),
    );
    const scoreOf = ({response}: (typeof tries)[number]) => response?.results[0]?.score ?? 0;
    const best = tries.reduce<(typeof tries)[number] | null>(
      (found, next) => (scoreOf(next) > (found ? scoreOf(found) : 0) ? next : found),
      null,
    );
    if (best) return best;
  }
  return null;
}

/** Fewer results than this, and the query less a word is searched too. */
const FEW_RESULTS = 3;

/**
 * How much a result of the query less a word weighs beside the query's own: at full weight,
 * a page missing a word the reader typed outranked pages holding them all.
 */
const LOOSER_MATCH_WEIGHT = 0.5;

/** Queries shorter than this match half the site: the box waits for one more letter. */
export const MIN_QUERY_LENGTH = 2;

/**
 * Searches the site. `kind` narrows it to Docs, API, Tutorials or Blog.
 * Without `excerpts`, hits come from the list of pages alone (title, where it
 * lives, version), so results follow the reader's typing without fetching
 * anything per result; with them, each hit shown loads its fragment of the
 * index for an excerpt and the anchor of the section that matched.
 */
export async function searchSite(
  typed: string,
  {
    kind,
    limit = 8,
    excerpts = true,
    excerptsFor = Infinity,
    isStale = () => false,
  }: {kind?: Kind; limit?: number; excerpts?: boolean; excerptsFor?: number; isStale?: () => boolean} = {},
): Promise<SearchOutcome | null> {
  const engine = await loadPagefind();
  const shownPages = await pages!;
  // Code pasted from a step (`await actions.browser.open({…})`) asks for the action it calls.
  const query = calledApiName(typed) ?? typed;
  const pageMessages = messagesFor(query);
  let searched = await correctMisspellings(engine, withoutStopWords(query));
  // An API name (`browser.open`) asks for its API entry: it comes first.
  const apiFirst = isApiName(query) && !kind;
  // A message pasted from the step log asks for its Troubleshooting entry: it comes first too.
  const entry = kind && kind !== 'Docs' ? null : messageEntryOf(query, shownPages, await pageMessages);
  const filters = kind ? {filters: {kind}} : {};
  // The phrase as typed, unless a misspelling was corrected: the reader's phrase is then on no
  // page. A stop word inside it is one more index piece to fetch, of 5 to 25 KB, once per page.
  const phrase = searched === withoutStopWords(query) && !apiFirst ? phraseOf(phraseWords(query).join(' ')) : null;
  const [firstResponse, apiResponse, entryResponse, phraseResponse] = await Promise.all([
    searchIndex(engine, searched, filters),
    apiFirst ? searchIndex(engine, joinedApiName(query), {filters: {kind: 'API'}}) : null,
    entry ? searchIndex(engine, messageWords(entry.title)) : null,
    phrase ? searchIndex(engine, phrase, filters) : null,
  ]);
  // A reader still typing has made this query stale: load nothing more for it.
  if (isStale()) return null;
  let response = firstResponse;
  // With next to nothing found, the query less a word searches again: one word that is not on
  // the right page ("comma" in "split text by comma") left it out. With nothing, its results are
  // shown as a correction; beside a result or two, they follow at a lower weight.
  let looser: PagefindResult[] = [];
  const found = response?.results.length ?? 0;
  if (found < FEW_RESULTS && !apiResponse && !entry) {
    const fewer = await searchWithFewerWords(engine, searched, filters);
    if (fewer && found === 0) ({searched, response} = fewer);
    else if (fewer) looser = fewer.response?.results ?? [];
    if (isStale()) return null;
  }
  // The message's entry: Troubleshooting's, or the first page Pagefind finds among those answering it.
  const pageOf = (result: PagefindResult) => shownPages[result.id]?.[0];
  const entryResult = entryResponse?.results.find((r) =>
    entry?.id ? r.id === entry.id : entry?.urls.some((url) => url.split('#')[0] === pageOf(r)),
  );
  const entryUrl = entryResult && entry?.urls.find((url) => url.split('#')[0] === pageOf(entryResult));
  const pinnedResults = [...(apiResponse?.results.slice(0, 1) ?? []), ...(entryResult ? [entryResult] : [])];
  const ownResults = [
    ...pinnedResults,
    ...(response?.results ?? []).filter((r) => !pinnedResults.some((p) => p.id === r.id)),
  ];
  const looserResults = looser.filter((r) => !ownResults.some((own) => own.id === r.id));
  const results = [...ownResults, ...looserResults];
  // Every result is ranked again, from its score and the list of pages alone (nothing is
  // fetched): a page far down Pagefind's list, such as Troubleshooting for an error code it
  // shares with many short pages, can still come first. Pages holding the phrase count twice.
  const withPhrase = new Set(phraseResponse?.results.map((r) => r.id));
  const ranked = results.flatMap((result, index) => {
    const page = shownPages[result.id];
    if (!page) return [];
    const [url, title, section, version] = page;
    const pinned = index < pinnedResults.length;
    const named = isTitle(title, searched) || titleInQuery(title, searched);
    const boost =
      (withPhrase.has(result.id) ? PHRASE_BOOST : 1) *
      (named ? TITLE_BOOST : 1) *
      (index >= ownResults.length ? LOOSER_MATCH_WEIGHT : 1);
    const score = pinned ? Infinity : result.score * boost * rankFactor({url, meta: {version}}, query);
    return [{result, score, hit: {url, title, section, olderVersion: version, excerpt: ''} satisfies Hit}];
  });
  ranked.sort((a, b) => b.score - a.score);
  const best = ranked.slice(0, limit);
  // Excerpts (one fragment each) for the first `excerptsFor` hits; the rest show title and section.
  const hits = await Promise.all(
    best.map(async ({result, hit}, index) => {
      const shown = excerpts && index < excerptsFor ? toHit(await result.data(), query) : hit;
      // An action page pinned for a message opens at that message's entry.
      return result === entryResult && entryUrl ? {...shown, url: entryUrl} : shown;
    }),
  );
  return {hits, total: results.length, ...(searched !== withoutStopWords(query) ? {correctedTo: searched} : {})};
}
