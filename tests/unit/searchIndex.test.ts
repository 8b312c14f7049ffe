/**
 * @jest-environment node
 */
// What the site adds to the search index (src/search/indexedPages.ts), and how
// the reader's side turns Pagefind's results into hits (src/search/engine.ts).
import {
  apiEntryKeywords,
  describeRoute,
  docsPageKeywords,
  frontMatterKeywords,
  htmlToIndex,
  messageEntriesOf,
  recordsToIndex,
  spellingVariants,
  vocabularyOf,
} from '@site/src/search/indexedPages';
import {
  bestUrl,
  editDistance,
  excerptOf,
  finishedWords,
  apiAnchorOf,
  calledApiName,
  isApiName,
  messageEntryOf,
  messageWords,
  nearestWord,
  phraseOf,
  phraseWords,
  rankFactor,
  isTitle,
  titleInQuery,
  shownWords,
  withoutStopWords,
  withWordsLeftOut,
  type ShownPage,
} from '@site/src/search/engine';
import {joinedApiName, KEYWORDS_END, KEYWORDS_MARK} from '@site/src/search/marks';
import {keywordsOf} from '@site/src/catalogue/keywords';
import {SITE_KEYWORDS} from '@site/src/siteKeywords';

const docPage = (body: string) =>
  `<html><head><meta data-rh=true name=description content="Starts a browser."></head><body><nav>Navbar words</nav>` +
  `<div class="theme-doc-markdown markdown">${body}</div><footer>Footer words</footer></body></html>`;

describe('which pages are indexed, and as what', () => {
  it.each([
    ['/docs/browser/open', {kind: 'Docs', section: 'Docs › Browser'}],
    ['/docs/browser/download/v1_0_0', {kind: 'Docs', section: 'Docs › Browser', olderVersion: 'v1_0_0'}],
    ['/docs/browser/download/v2_0_0', {kind: 'Docs', section: 'Docs › Browser'}],
    ['/api/actions/apis/database', {kind: 'API', section: 'API › Database'}],
    ['/api/', {kind: 'API', section: 'API'}],
    ['/tutorials/variables', {kind: 'Tutorials', section: 'Tutorials'}],
    ['/blog/2026/11/10/tucano-client-4-2', {kind: 'Blog', section: 'Blog'}],
    ['/troubleshooting', {kind: 'Docs', section: 'Docs › Guides'}],
  ])('%s', (route, expected) => {
    expect(describeRoute(route)).toEqual(expected);
  });

  it.each(['/search', '/blog', '/blog/archive', '/blog/tags/release-notes', '/blog/page/2', '/404.html'])(
    '%s is not indexed: it repeats other pages or is not content',
    (route) => expect(describeRoute(route)).toBeNull(),
  );
});

describe('what the index reads of a page', () => {
  const page = describeRoute('/docs/browser/open')!;
  const html = htmlToIndex(
    '/docs/browser/open',
    docPage('<header><h1>Open browser</h1></header><p>NF-e text.</p>'),
    page,
  )!;

  it('is the article body only, with its kind, section and description', () => {
    expect(html).toContain('data-pagefind-body');
    expect(html).toContain('<h1>Open browser</h1>');
    expect(html).not.toContain('Navbar words');
    expect(html).not.toContain('Footer words');
    expect(html).toContain('data-pagefind-filter="kind:Docs"');
    expect(html).toContain('data-section="Docs › Browser"');
    expect(html).toContain('data-description="Starts a browser."');
  });

  it("carries the action's keywords, weighted, between marks, before the first heading", () => {
    const keywords = docsPageKeywords('/docs/browser/open');
    expect(keywords).toEqual(keywordsOf('browser.open'));
    const block = html.indexOf(KEYWORDS_MARK);
    expect(block).toBeGreaterThan(-1);
    expect(block).toBeLessThan(html.indexOf('<h1>'));
    expect(html).toContain(`data-pagefind-weight="4">${KEYWORDS_MARK} ${keywords[0]}`);
    expect(html).toContain(KEYWORDS_END);
  });

  it('adds joined and split forms of hyphenated words', () => {
    expect(html).toMatch(/NFe/);
    expect(html).toMatch(/NF e/);
  });

  it('weighs an older version down, and gives it no keywords', () => {
    const older = describeRoute('/docs/browser/download/v1_0_0')!;
    const indexed = htmlToIndex(
      '/docs/browser/download/v1_0_0',
      docPage('<header><h1>Download file</h1></header>'),
      older,
    )!;
    expect(indexed).toContain('<h1 data-pagefind-weight="0.3">');
    expect(indexed).toContain('data-version="v1_0_0"');
    expect(docsPageKeywords('/docs/browser/download/v1_0_0')).toEqual([]);
  });

  it('weighs an error code most where a page explains it', () => {
    const indexed = htmlToIndex(
      '/troubleshooting',
      docPage(
        '<p><strong>Error code:</strong> <code>FILE_NOT_FOUND</code></p><table><tr><th scope=row data-label=Code><code>X_Y</code></table>',
      ),
      describeRoute('/troubleshooting')!,
    )!;
    expect(indexed).toContain('<code data-pagefind-weight="10">FILE_NOT_FOUND');
    expect(indexed).toContain('<code data-pagefind-weight="2">X_Y');
  });

  it("puts an API-only action's keywords under its own API heading", () => {
    const [entry] = apiEntryKeywords('/api/actions/checker');
    expect(entry).toBeDefined();
    const indexed = htmlToIndex(
      '/api/actions/checker',
      docPage(`<h1>Checker module</h1><h3 class=anchor id=${entry!.anchor}>checker</h3><p>Text</p>`),
      describeRoute('/api/actions/checker')!,
    )!;
    expect(indexed).toMatch(new RegExp(`id=${entry!.anchor}>checker</h3><p data-pagefind-weight="4">${KEYWORDS_MARK}`));
  });

  describe("Troubleshooting's entries are results of their own", () => {
    const records = recordsToIndex(
      '/troubleshooting',
      docPage(
        '<header><h1>Troubleshooting</h1></header><p>Find your message.</p><h2 class=anchor id=browser>Browser<a href=#browser class=hash-link>\u200b</a></h2><p>Browser errors.</p>' +
          '<h3 class=anchor id=element-element-was-not-found-after-timeout-ms>Element [element] was not found after [timeout] ms.<a href=#element-element-was-not-found-after-timeout-ms class=hash-link aria-label="Direct link">\u200b</a></h3>' +
          '<p><strong>Error code:</strong> <code>BROWSER_ELEMENT_NOT_FOUND</code></p><p>Record the element again.</p>' +
          '<h3 class=anchor id=the-browser-session-session-is-closed>The browser session [session] is closed.</h3><p>Open it again.</p>' +
          '<h2 class=anchor id=still-stuck>Still stuck</h2><p>Write to support.</p>',
      ),
      describeRoute('/troubleshooting')!,
    )!;

    it('one record per entry, at its anchor, titled with its message and placed in Troubleshooting', () => {
      expect(records.map((record) => record.url)).toEqual([
        '/troubleshooting',
        '/troubleshooting#element-element-was-not-found-after-timeout-ms',
        '/troubleshooting#the-browser-session-session-is-closed',
      ]);
      const entry = records[1]!.content;
      expect(entry).toContain('<h1>Element [element] was not found after [timeout] ms.</h1>');
      expect(entry).toContain('data-section="Docs › Troubleshooting"');
      expect(entry).toContain('data-pagefind-filter="kind:Docs"');
      // The code still weighs most where it is explained; the next entry is not part of this one.
      expect(entry).toContain('<code data-pagefind-weight="10">BROWSER_ELEMENT_NOT_FOUND');
      expect(entry).toContain('Record the element again.');
      expect(entry).not.toContain('Open it again.');
      expect(entry).not.toContain('hash-link');
    });

    it('the page itself keeps its introduction and group headings, without the entries', () => {
      const [page] = records;
      expect(page!.content).toContain('Find your message.');
      expect(page!.content).toContain('id=browser>Browser');
      expect(page!.content).toContain('Write to support.');
      expect(page!.content).not.toContain('Record the element again.');
      expect(page!.content).toContain('data-description="Starts a browser."');
    });

    it('any other page is one record, as htmlToIndex prepares it', () => {
      const html = docPage('<header><h1>Open browser</h1></header><h3 class=anchor id=errors>Errors</h3><p>Text.</p>');
      const page = describeRoute('/docs/browser/open')!;
      expect(recordsToIndex('/docs/browser/open', html, page)).toEqual([
        {url: '/docs/browser/open', content: htmlToIndex('/docs/browser/open', html, page)},
      ]);
    });
  });

  it("adds a guide's or tutorial's front matter keywords, not the site's own", () => {
    const withKeywords = (content: string) =>
      `<html><head><meta data-rh=true name=keywords content="${content}"></head><body>` +
      `<div class="theme-doc-markdown markdown"><header><h1>Schedule a robot</h1></header></div></body></html>`;
    const tutorial = withKeywords('agendar robô,run every day,it&#x27;s &amp; cron');
    expect(frontMatterKeywords(tutorial)).toEqual(['agendar robô', 'run every day', "it's & cron"]);
    expect(htmlToIndex('/tutorials/schedulingRobot', tutorial, describeRoute('/tutorials/schedulingRobot')!)).toContain(
      `<p data-pagefind-weight="4">${KEYWORDS_MARK} agendar robô · run every day · it's &amp; cron ${KEYWORDS_END}</p>`,
    );
    expect(frontMatterKeywords(withKeywords(SITE_KEYWORDS))).toEqual([]);
    expect(frontMatterKeywords('<html><head></head></html>')).toEqual([]);
  });

  it("corrects misspellings to the page's headings and keywords, not its body text", () => {
    const tutorial = htmlToIndex(
      '/tutorials/schedulingRobot',
      '<html><head><meta name=keywords content="agendar robô,recorrência"></head><body><div class="theme-doc-markdown markdown">' +
        '<header><h1>Schedule a robot</h1></header><p>Bodytext wording.</p><h2 id=time-zones>Time zones</h2></div></body></html>',
      describeRoute('/tutorials/schedulingRobot')!,
    )!;
    expect(vocabularyOf(tutorial).sort()).toEqual([
      'agendar',
      'recorrência',
      'robot',
      'robô',
      'schedule',
      'time',
      'zones',
    ]);
    const open = htmlToIndex(
      '/docs/browser/open',
      docPage('<header><h1>Open browser</h1></header>'),
      describeRoute('/docs/browser/open')!,
    )!;
    expect(vocabularyOf(open)).toEqual(expect.arrayContaining(['open', 'browser', 'abrir', 'navegador']));
  });

  it('fails loudly when the page has no article body', () => {
    expect(htmlToIndex('/docs/browser/open', '<html><body>nothing</body></html>', page)).toBeNull();
  });

  it.each([
    ['NF-e and CT-e', ['NFe', 'NF e', 'CTe', 'CT e']],
    ['built on node.js', ['nodejs', 'node js']],
    ['call browser.open or actions.email.send: API names have their own token', []],
    ['no such words', []],
  ])('spelling variants of %j', (text, variants) => {
    expect(spellingVariants(text)).toEqual(variants);
  });
});

describe('turning results into hits', () => {
  const content = `Open browser ${KEYWORDS_MARK} abrir navegador ${KEYWORDS_END}. Starts a browser session at a URL.`;

  it('knows what the page shows from what the index added', () => {
    expect(shownWords(content.split(' ')).filter(Boolean)).toHaveLength(content.split(' ').length - 4);
  });

  it('highlights matches in the shown text only, escaped', () => {
    const excerpt = excerptOf({content: `${content} <b>`, locations: [1, 3, 8], meta: {}});
    expect(excerpt).toContain('<mark>browser</mark>');
    expect(excerpt).toContain('<mark>browser</mark> session');
    expect(excerpt).not.toContain('navegador');
    expect(excerpt).toContain('&lt;b&gt;');
  });

  it('shows the description of a page matched only by its keywords', () => {
    expect(excerptOf({content, locations: [3], meta: {description: 'Starts a browser.'}})).toBe('Starts a browser.');
  });

  it.each([
    ['take a screenshot of the page', 'take screenshot page'],
    ['baixar o arquivo', 'baixar arquivo'],
    ['the', 'the'],
    ['e-mail', 'e-mail'],
    ['wait for an e', 'wait'],
    ['nf e ', 'nf'],
    ['nf', 'nf'],
    ['create my first robot', 'create first robot'],
    ['como ler planilha', 'ler planilha'],
    ['what is a variable', 'variable'],
    ['verificar se é feriado', 'verificar feriado'],
  ])('drops common words, and a word of one or two letters still being typed, from %j', (query, searched) =>
    expect(withoutStopWords(query)).toBe(searched),
  );

  it('leaves words out of a query no page holds whole, every way, in order', () => {
    expect(withWordsLeftOut('renomear arquivos data', 1)).toEqual([
      'renomear arquivos',
      'renomear data',
      'arquivos data',
    ]);
    expect(withWordsLeftOut('a b c d', 2)).toEqual(['a b', 'a c', 'a d', 'b c', 'b d', 'c d']);
    expect(withWordsLeftOut('ocr', 1)).toEqual([]);
    expect(withWordsLeftOut('read pdf', 2)).toEqual([]);
  });

  it.each([
    ['start robot from whatsapp', ['start', 'robot', 'from', 'whatsapp']],
    ['wait for an e', ['wait', 'for', 'an']],
    ['nf e ', ['nf', 'e']],
    ['ab', ['ab']],
  ])('keeps the stop words of %j, less a short word still being typed', (query, words) =>
    expect(finishedWords(query)).toEqual(words),
  );

  it.each([
    ['start robot from whatsapp', ['start', 'robot', 'from', 'whatsapp']],
    ['how to install client', ['install', 'client']],
    ['open the browser', ['open', 'the', 'browser']],
    ['wait for an e', ['wait']],
    ['the', []],
  ])('phrases %j with the stop words between its words only', (query, words) =>
    expect(phraseWords(query)).toEqual(words),
  );

  it.each([
    ['actions.browser.open', true],
    ['browser.open', true],
    ['database.mysql.query', true],
    ['open browser', false],
    ['NF-e', false],
    ['BROWSER_DOWNLOAD_TIMEOUT', false],
  ])('%s is an API name: %s', (query, expected) => expect(isApiName(query)).toBe(expected));

  it.each([
    ['await actions.office.excel.open', 'actions.office.excel.open'],
    ["const page = await actions.browser.open({url: 'https://erp.example'});", 'actions.browser.open'],
    ['actions.functions.string({operation: "upper"})', 'actions.functions.string'],
    // A name alone is already one; words are not code.
    ['browser.open', null],
    ['await the run', null],
  ])('the code %j calls %j', (query, expected) => expect(calledApiName(query)).toBe(expected));

  it('knows the anchor of an API name', () => {
    expect(apiAnchorOf('actions.browser.fill-field')).toBe('browserfill-field');
    expect(apiAnchorOf(' database.mysql.query ')).toBe('databasemysqlquery');
  });

  it('ranks API pages and older versions below the pages about a task, unless an API name is asked for', () => {
    expect(rankFactor({url: '/docs/browser/open', meta: {}}, 'open browser')).toBe(1);
    expect(rankFactor({url: '/api/actions/browser', meta: {}}, 'open browser')).toBeLessThan(1);
    expect(rankFactor({url: '/api/actions/browser', meta: {}}, 'browser.open')).toBe(1);
    // The API's intro and tutorial are about a task, not reference.
    expect(rankFactor({url: '/api/tutorial-api-actions', meta: {}}, 'export robot as json')).toBe(1);
    expect(rankFactor({url: '/api/', meta: {}}, 'custom code')).toBe(1);
    expect(rankFactor({url: '/docs/browser/download/v1_0_0', meta: {version: 'v1_0_0'}}, 'download')).toBeLessThan(1);
  });

  it('ranks group pages and blog posts below the action pages they mention, and nothing else', () => {
    expect(rankFactor({url: '/docs/documents', meta: {}}, 'save web page as pdf')).toBe(0.5);
    expect(rankFactor({url: '/blog/2026/04/22/whatsapp-messaging', meta: {}}, 'whatsapp')).toBe(0.5);
    expect(rankFactor({url: '/docs/documents/pdf/merge', meta: {}}, 'merge pdf')).toBe(1);
    // All actions, the guides and the tutorials are not group pages.
    expect(rankFactor({url: '/docs/', meta: {}}, 'all actions')).toBe(1);
    expect(rankFactor({url: '/how-to-set-robot-settings', meta: {}}, 'robot settings')).toBe(1);
    expect(rankFactor({url: '/tutorials/variables', meta: {}}, 'variables')).toBe(1);
  });

  it('knows a query that holds every word of a title of two words or more, in any form', () => {
    expect(titleInQuery('Save and close', 'close excel workbook without saving')).toBe(true);
    expect(titleInQuery('Add to date', 'add business days to date')).toBe(true);
    expect(titleInQuery('Add to date', 'add days')).toBe(false);
    // A one-word title is in too many queries: "Loop" in "change loop count while running".
    expect(titleInQuery('Loop', 'change loop count while running')).toBe(false);
  });

  it('knows a page whose title is the query, give or take case, accents, punctuation and common words', () => {
    expect(isTitle('Write CSV', 'write csv')).toBe(true);
    expect(isTitle('Read text (OCR)', 'read text ocr')).toBe(true);
    expect(isTitle('Função de texto', 'funcao texto')).toBe(true);
    expect(isTitle('Write CSV', 'read csv')).toBe(false);
    expect(isTitle('Read CSV', 'read')).toBe(false);
  });

  it('ranks Troubleshooting higher for an error code in any case, and only for one', () => {
    expect(rankFactor({url: '/troubleshooting', meta: {}}, 'browser_session_closed')).toBeGreaterThan(1);
    expect(rankFactor({url: '/troubleshooting', meta: {}}, 'BROWSER_ELEMENT_NOT_FOUND')).toBeGreaterThan(1);
    expect(rankFactor({url: '/docs/browser/click', meta: {}}, 'BROWSER_ELEMENT_NOT_FOUND')).toBe(1);
    expect(rankFactor({url: '/troubleshooting', meta: {}}, 'element not found')).toBe(1);
  });

  it.each([
    ['read input value', '"read input value"'],
    ['  Read  Input value ', '"read input value"'],
    ['"send email"', '"send email"'],
    ['planilha', null],
  ])('searches %j as the phrase %j too', (query, phrase) => expect(phraseOf(query)).toBe(phrase));

  const sub = (url: string, score: number) => ({
    title: '',
    url,
    locations: [],
    weighted_locations: [{weight: 1, balanced_score: score, location: 0}],
  });

  it('links to the section where the matches weigh most', () => {
    const data = {url: '/docs/x', sub_results: [sub('/docs/x', 1), sub('/docs/x#errors', 5)]};
    expect(bestUrl(data, 'BROWSER_DOWNLOAD_TIMEOUT')).toBe('/docs/x#errors');
  });

  it('indexes and searches an API name as one token of its own', () => {
    expect(joinedApiName('actions.browser.open')).toBe('apinamebrowseropen');
    expect(joinedApiName('browser.open')).toBe('apinamebrowseropen');
    expect(joinedApiName('database.mysql.close-Connection')).toBe('apinamedatabasemysqlcloseconnection');
  });

  it("links an API name to its entry's anchor", () => {
    const data = {
      url: '/api/actions/browser',
      sub_results: [sub('/api/actions/browser#browserclose', 9), sub('/api/actions/browser#browseropen', 1)],
    };
    expect(bestUrl(data, 'actions.browser.open')).toBe('/api/actions/browser#browseropen');
  });
});

describe('correcting a misspelt word', () => {
  const known = ['browser', 'spreadsheet', 'planilha', 'email', 'attachment', 'screenshot', 'path'];

  it.each([
    ['brwoser', 'browser'],
    ['spreadshet', 'spreadsheet'],
    ['planilah', 'planilha'],
    ['emial', 'email'],
    ['atachment', 'attachment'],
    ['scrennshot', 'screenshot'],
  ])('%s is read as %s', (word, expected) => expect(nearestWord(word, known)).toBe(expected));

  it.each([
    ['browser', 'a known word'],
    ['brow', 'the start of one'],
    ['xyz', 'too short to guess'],
    ['zzqxvw', 'near nothing'],
    ['pathh2', 'not a word'],
  ])('%s is left alone: %s', (word) => expect(nearestWord(word, known)).toBeNull());

  it('counts a transposition as one edit', () => {
    expect(editDistance('brwoser', 'browser', 2)).toBe(1);
    expect(editDistance('abc', 'abc', 1)).toBe(0);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });
});

describe('a message pasted from the step log finds its entry', () => {
  const shownPages: Record<string, ShownPage> = {
    en_1: [
      '/troubleshooting#element-element-was-not-found-after-timeout-ms',
      'Element [element] was not found after [timeout] ms.',
      'Docs › Troubleshooting',
    ],
    en_2: [
      '/troubleshooting#could-not-connect-to-hostport-reason',
      'Could not connect to [host]:[port]: [reason].',
      'Docs › Troubleshooting',
    ],
    en_3: [
      '/troubleshooting#could-not-connect-to-engine-at-hostport-reason',
      'Could not connect to [engine] at [host]:[port]: [reason].',
      'Docs › Troubleshooting',
    ],
    en_4: ['/troubleshooting#robot-robot-was-not-found', 'Robot [robot] was not found.', 'Docs › Troubleshooting'],
    en_5: [
      '/docs/browser/click#element-element-was-not-found-after-timeout-ms',
      'Click [element] was not found',
      'Docs › Browser',
    ],
    en_6: ['/troubleshooting', 'Troubleshooting', 'Docs › Guides'],
  };

  it.each([
    ['Element #login-button was not found after 30000 ms.', 'en_1'],
    // A whole log line: the step, its fields, then the message.
    ['Click (element: @submit) failed: ELEMENT @submit WAS NOT FOUND AFTER 5000 MS', 'en_1'],
    ['Could not connect to mail.example.com:993: connection refused', 'en_2'],
    // Both messages match; the longer one is meant.
    ['Could not connect to PostgreSQL at db.local:5432: password authentication failed', 'en_3'],
    ['Robot Invoices was not found', 'en_4'],
  ])('%s', (query, id) => {
    expect(messageEntryOf(query, shownPages)?.id).toBe(id);
  });

  it.each([
    // The message as written, without values, is left to the search itself.
    'element was not found after ms',
    'robot was not found',
    'could not connect',
    'fill field',
  ])('no entry is pinned for %j', (query) => {
    expect(messageEntryOf(query, shownPages)).toBeNull();
  });

  describe("and an action page's own entry when Troubleshooting has none", () => {
    const pageMessages = {
      'Position [position] is outside the list of [length] items.': [
        '/docs/list/getItem#position-position-is-outside-the-list-of-length-items',
        '/docs/list/removeItem#errors',
      ],
      'Robot [robot] was not found.': ['/docs/robot/callRobot#robot-robot-was-not-found'],
    };

    it('finds the message with its values, and every page that answers it', () => {
      expect(messageEntryOf('Position 5 is outside the list of 3 items.', shownPages, pageMessages)).toEqual({
        title: 'Position [position] is outside the list of [length] items.',
        urls: pageMessages['Position [position] is outside the list of [length] items.'],
      });
    });

    it('keeps Troubleshooting first for a message both have', () => {
      expect(messageEntryOf('Robot Invoices was not found', shownPages, pageMessages)?.id).toBe('en_4');
    });
  });

  it("lists an action page's messages: its Troubleshooting entries, then the rest of its Errors table", () => {
    const html = docPage(
      '<h2 id=errors>Errors</h2><h2 id=troubleshooting>Troubleshooting</h2>' +
        '<h3 class="anchor" id=position-position-is-outside-the-list-of-length-items>Position [position] is outside the list of [length] items.' +
        '<a href=#position class="hash-link" aria-label="Direct link">\u200b</a></h3>' +
        '<h3 id=an-index-from-a-loop>An index from a Loop</h3>',
    );
    const entries = messageEntriesOf('/docs/list/getItem', html);
    expect(entries[0]).toEqual([
      'Position [position] is outside the list of [length] items.',
      '/docs/list/getItem#position-position-is-outside-the-list-of-length-items',
    ]);
    // A heading without a placeholder is not a message.
    expect(entries.map(([message]) => message)).not.toContain('An index from a Loop');
    // The Errors table's other messages, at the table.
    expect(entries.slice(1).length).toBeGreaterThan(0);
    for (const [message, url] of entries.slice(1)) {
      expect(message).toMatch(/\[\w+\]/);
      expect(url).toBe('/docs/list/getItem#errors');
    }
    // Older versions' pages answer nothing: search leads to the latest.
    expect(messageEntriesOf('/docs/browser/download/v1_0_0', html)).toEqual([]);
  });

  it("searches the entry by its message's own words", () => {
    expect(messageWords('Could not connect to [engine] at [host]:[port]: [reason].')).toBe('Could not connect');
  });
});
