// Search (issue 13): Pagefind's index, fetched in pieces only once a reader
// opens search; results a reader can scan; the queries readers really type.
import {expect, test, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {gotoHoldingScriptsNotNamedInHtml, hydrated, prefetchesAsked, recordPrefetches} from './helpers';

const searchBox = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
const options = (page: Page) => page.getByRole('listbox', {name: 'Search results'}).getByRole('option');

/** Types a query into the navbar box and waits for its results to be announced. */
async function search(page: Page, query: string) {
  await searchBox(page).click();
  await searchBox(page).fill('');
  await searchBox(page).pressSequentially(query, {delay: 15});
  // The status region names the query once its results are settled (excerpts and anchors in place).
  // Match it whole: the previous query's status ("… for actions.browser.open") may contain this one.
  const settledStatus = new RegExp(`^(No results|\\d+ results?) for ${escapeRegExp(query)}$`);
  await expect(page.getByRole('status').filter({hasText: settledStatus})).toBeAttached();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each option is a result's link. */
const hrefs = (page: Page) => options(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
const topThree = async (page: Page) => (await hrefs(page)).slice(0, 3);

// Each query is one a reader types; the page that answers it must be among the first three.
const QUERIES: [kind: string, query: string, expected: RegExp][] = [
  ['task', 'fill field', /^\/docs\/browser\/fill-field$/],
  ['task', 'open browser', /^\/docs\/browser\/open$/],
  ['task', 'save attachment', /^\/docs\/email\/attachments$/],
  ['task', 'send email', /^\/docs\/email\/send$/],
  ['task', 'read spreadsheet', /^\/docs\/documents\/spreadsheet\/read$/],
  ['task', 'wait 5 seconds', /^\/docs\/robot\/delay/],
  ['task', 'if else', /^\/docs\/robot\/decision/],
  ['task', 'run javascript', /^\/docs\/utils\/customCode\/v2_0_0/],
  ['task', 'connect to postgres', /^\/docs\/database\/postgreSQL\/connection$/],
  ['task', 'take a screenshot of the page', /^\/docs\/browser\/screenshot$/],
  ['task', 'extract text from pdf', /^\/docs\/documents\/pdf\/readText$/],
  ['task', 'retry on error', /^\/docs\/robot\/try_catch/],
  // A keyword as typed outranks pages that merely hold its words often ("read", "value" on the database pages).
  ['task', 'read input value', /^\/docs\/browser\/get-text$/],
  ['task', 'create my first robot', /^\/how-to-create-your-first-robot$/],
  ['error code', 'BROWSER_DOWNLOAD_TIMEOUT', /^\/docs\/browser\/download\/v2_0_0#errors$/],
  ['error code', 'BROWSER_ELEMENT_NOT_FOUND', /^\/troubleshooting#element-element-was-not-found/],
  ['error code', 'DB_CONNECTION_FAILED', /^\/troubleshooting#/],
  ['error code', 'FILE_NOT_FOUND', /^\/troubleshooting#/],
  // Listed on many short action pages: Troubleshooting is far down Pagefind's own list.
  ['error code', 'BROWSER_SESSION_CLOSED', /^\/troubleshooting#/],
  ['error code', 'browser_element_not_found', /^\/troubleshooting#element-element-was-not-found/],
  // A message from the step log finds its Troubleshooting entry, which used to rank below every
  // short action page quoting it, when the long page was one result.
  ['error message', 'element is not interactable', /^\/troubleshooting#element-element-is-not-interactable-reason$/],
  ['error message', 'machine key is not valid', /^\/troubleshooting#the-machine-key-is-not-valid/],
  ['error message', 'no client is available to run robot', /^\/troubleshooting#no-client-is-available/],
  ['Portuguese', 'planilha', /^\/docs\/documents\/spreadsheet\//],
  ['Portuguese', 'nota fiscal', /^\/docs\/xml\/readNFe/],
  ['Portuguese', 'enviar email', /^\/docs\/email\/send$/],
  ['Portuguese', 'anexo', /^\/docs\/email\/attachments$/],
  ['Portuguese', 'baixar arquivo', /^\/docs\/browser\/download\/v2_0_0$/],
  // Guides and tutorials, through the keywords of their front matter.
  ['Portuguese', 'agendar robô', /^\/tutorials\/schedulingRobot$/],
  ['Portuguese', 'esqueci minha senha', /^\/how-to-recovery-password$/],
  ['Portuguese', 'histórico de execução', /^\/how-to-access-robot-execution-history$/],
  // Words that once sent readers to another action's page.
  ['Portuguese', 'função de texto', /^\/docs\/functions\/string$/],
  ['Portuguese', 'tirar print', /^\/docs\/(browser|utils)\/screenshot$/],
  ['misspelling', 'screenshoot', /^\/docs\/(browser|utils)\/screenshot$/],
  ['misspelling', 'emial', /^\/docs\/email\//],
  ['misspelling', 'spreadshet', /^\/docs\/documents\/spreadsheet\//],
  ['misspelling', 'brwoser', /^\/docs\/browser\//],
  ['misspelling', 'planilah', /^\/docs\/documents\/spreadsheet\//],
  ['misspelling', 'atachment', /^\/docs\/email\/attachments$/],
  // Corrected to a guide's keyword.
  ['misspelling', 'agendamneto', /^\/tutorials\/schedulingRobot$/],
  ['hyphenated', 'nfe', /^\/docs\/xml\/readNFe$/],
  ['hyphenated', 'nf-e', /^\/docs\/xml\/readNFe$/],
  ['hyphenated', 'nf e', /^\/docs\/xml\/readNFe$/],
  ['hyphenated', 'ct-e', /^\/docs\/xml\/readCTe$/],
  ['API name', 'actions.browser.open', /^\/api\/actions\/browser#browseropen$/],
  ['API name', 'browser.open', /^\/api\/actions\/browser#browseropen$/],
  ['API name', 'database.mysql.query', /^\/api\/actions\/apis\/database\/mysql#databasemysqlquery$/],
  ['API-only action', 'validar cpf', /^\/api\/actions\/checker#checkercpf$/],
  ['tutorial', 'schedule a robot', /^\/tutorials\/schedulingRobot$/],
  ['tutorial', 'register whatsapp number', /^\/tutorials\/registerWhatsAppNumber$/],
  // Keywords with stop words in them: the phrase as typed, "from" and all, still counts.
  ['tutorial', 'start robot from whatsapp', /^\/tutorials\/whatsAppCommand$/],
  ['tutorial', 'run a robot from a whatsapp message', /^\/tutorials\/whatsAppCommand$/],
  ['stop words', 'read text from an image', /^\/docs\/imageRecognition\/ocr$/],
  ['blog post', 'client 4.2 release notes', /^\/blog\/2026\/11\/10\/tucano-client-4-2$/],
  ['guide', 'recover password', /^\/how-to-recovery-password$/],
  ['guide', 'install client', /^\/how-to-download-and-install-tucano-client$/],
  // From a search audit of 174 reader queries: what Pagefind, which wants every word, missed.
  ['stop words', 'como ler planilha', /^\/docs\/documents\/spreadsheet\/read$/],
  ['stop words', 'what is a variable', /^\/tutorials\/variables$/],
  ['stop words', 'verificar se é feriado', /^\/docs\/dateTime\/checkHoliday$/],
  ['task', 'close a program that froze', /^\/docs\/desktop\/process\/kill$/],
  ['task', 'list files on ftp', /^\/docs\/ftp\/listFiles$/],
  ['task', 'get first element of list', /^\/docs\/list\/getItem$/],
  ['task', 'delete element from array', /^\/docs\/list\/removeItem$/],
  ['task', 'download multiple files from urls', /^\/docs\/utils\/downloadFileInBatch$/],
  ['task', 'save excel as pdf', /^\/docs\/office\/excel\/saveAndClose$/],
  ['task', 'run robot every monday at 8am', /^\/tutorials\/schedulingRobot$/],
  ['Portuguese', 'diferença de dias entre duas datas', /^\/docs\/dateTime\/calculateDateDifference$/],
  ['Portuguese', 'pegar todos os arquivos de uma pasta', /^\/docs\/fileManager\/readDir$/],
  ['Portuguese', 'fechar processo do excel travado', /^\/docs\/desktop\/process\/kill$/],
  ['Portuguese', 'repetir para cada linha da planilha', /^\/docs\/robot\/loop$/],
  ['Portuguese', 'tratar erro e continuar', /^\/docs\/robot\/try_catch$/],
  ['Portuguese', 'enviar sms de cobrança', /^\/docs\/messaging\/sendSMS$/],
  ['Portuguese', 'arredondar valor para duas casas', /^\/docs\/functions\/number$/],
  ['Portuguese', 'transformar texto em maiúsculo', /^\/docs\/functions\/string$/],
  ['guide', 'where do I find the machine key', /^\/how-to-download-and-install-tucano-client$/],
  ['guide', 'common errors', /^\/troubleshooting$/],
  ['API tutorial', 'export robot as json', /^\/api\/tutorial-api-actions$/],
  // One word on no right page ("comma", "apertar", "trigger") no longer drops it.
  ['task', 'split text by comma', /^\/docs\/functions\/string$/],
  ['Portuguese', 'apertar atalho ctrl c', /^\/docs\/desktop\/keyboard\/pressHotKeys$/],
  ['guide', 'run client as windows service', /^\/how-to-download-and-install-tucano-client$/],
  ['tutorial', 'trigger robot from whatsapp', /^\/tutorials\/whatsAppCommand$/],
  ['misspelling', 'swich to frame', /^\/docs\/browser\/frame$/],
  ['misspelling', 'emial attachements', /^\/docs\/email\/attachments$/],
  ['API name', 'await actions.office.excel.open', /^\/api\/actions\/office\/excel#officeexcelopen$/],
];

test.describe('the queries readers type find the page that answers them', () => {
  // One page for the whole table, as a reader searching again and again.
  test.describe.configure({mode: 'serial'});
  let page: Page;
  test.beforeAll(async ({browser}) => {
    page = await browser.newPage();
    await page.goto('/docs/browser/open');
    await hydrated(page);
  });
  test.afterAll(() => page.close());

  for (const [kind, query, expected] of QUERIES) {
    test(`${kind}: "${query}"`, async () => {
      await search(page, query);
      expect(await topThree(page)).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
    });
  }
});

// A title typed as it is comes first, above the siblings that share its other word
// (Read CSV and Append to CSV for "Write CSV") or that repeat it more often.
test('the title of an action, typed as it is, finds that action first', async ({page}) => {
  await page.goto('/docs/browser/open');
  await hydrated(page);
  for (const [title, route] of [
    ['Write CSV', '/docs/documents/csv/write'],
    ['Navigation', '/docs/browser/navigation'],
    ['Read spreadsheet', '/docs/documents/spreadsheet/read'],
    ['Loop', '/docs/robot/loop'],
    ['In range', '/docs/functions/inRange'],
  ]) {
    await search(page, title);
    expect((await hrefs(page))[0], title).toBe(route);
  }
});

// Pagefind fetches the index piece holding a word as typed, then matches its stem in every piece
// loaded so far: "screenshots" sits in the piece after "screenshot", so "screenshot" used to list
// other pages once a reader had searched "screenshots" (src/search/indexPieces.ts).
test("a query's results are its own, whatever was searched before in the page", async ({browser}) => {
  for (const [query, before] of [
    ['screenshot', 'screenshots'],
    ['download', 'downloads'],
    ['field', 'fields'],
  ]) {
    const fresh = await browser.newPage();
    await fresh.goto('/docs/browser/open');
    await hydrated(fresh);
    await search(fresh, query);
    const afterAnother = await browser.newPage();
    await afterAnother.goto('/docs/browser/open');
    await hydrated(afterAnother);
    await search(afterAnother, before);
    await search(afterAnother, query);
    expect(await hrefs(afterAnother), `"${query}" after "${before}"`).toEqual(await hrefs(fresh));
    await Promise.all([fresh.close(), afterAnother.close()]);
  }
});

test('the current version of an action ranks above its older version, which is labelled', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await search(page, 'BROWSER_DOWNLOAD_TIMEOUT');
  const found = await hrefs(page);
  const current = found.findIndex((href) => href.startsWith('/docs/browser/download/v2_0_0'));
  const older = found.findIndex((href) => href.startsWith('/docs/browser/download/v1_0_0'));
  expect(current).toBe(0);
  if (older !== -1) {
    expect(older).toBeGreaterThan(current);
    await expect(options(page).nth(older)).toContainText('older version v1_0_0');
  }
});

test('nothing search-related loads before the reader opens search, and nothing leaves the site', async ({
  page,
  baseURL,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // Records what Docusaurus is asked to prefetch (links in view): the page's
  // own links may be asked for at any time, so the check below names the results.
  await recordPrefetches(page);
  await page.goto('/docs/browser/open');
  await hydrated(page);
  await page.mouse.wheel(0, 2000);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
  const beforeOpening = requests.length;
  await search(page, 'webhook');
  await expect(options(page).first()).toBeVisible();
  const searchRequests = requests.slice(beforeOpening);
  expect(searchRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  expect(searchRequests.some((url) => url.includes('.pf_index'))).toBe(true);
  // Results are plain links: no page's code is prefetched because it is listed.
  const results = await options(page).evaluateAll((links) =>
    links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  // Pages the reader's page links to anyway may be asked for when those links show.
  const elsewhere = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) =>
      links.filter((a) => !a.closest('[role="listbox"]')).map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
  const onlyInResults = results.filter((path) => !elsewhere.includes(path));
  expect(onlyInResults.length).toBeGreaterThan(0);
  const asked = await prefetchesAsked(page);
  expect(asked.filter((path) => onlyInResults.includes(path))).toEqual([]);
  expect(requests.filter((url) => !url.startsWith(baseURL!) && !url.startsWith('data:'))).toEqual([]);
});

test('each result names its page, where it lives and why it matched', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await search(page, 'fill field');
  const first = options(page).first();
  await expect(first).toContainText('Fill field');
  await expect(first).toContainText('Docs › Browser');
  await expect(first.locator('mark').first()).toHaveText(/fill|field/i);
});

test('a Troubleshooting entry is a result of its own, titled with its message', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await search(page, 'file is in use by another process');
  const first = options(page).first();
  await expect(first).toHaveAttribute('href', '/troubleshooting#file-path-is-in-use-by-another-process');
  await expect(first).toContainText('File [path] is in use by another process.');
  await expect(first).toContainText('Docs › Troubleshooting');
});

// Its values (an element, a path) are on no page, and Pagefind wants every word: the message itself names the entry.
test("a line pasted from the step log, values and all, finds its entry first: Troubleshooting's, else the action page's", async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  for (const [line, entry] of [
    [
      'Element #login-button was not found after 30000 ms.',
      '/troubleshooting#element-element-was-not-found-after-timeout-ms',
    ],
    ['File or folder C:\\invoices\\march.xlsx was not found.', '/troubleshooting#file-or-folder-path-was-not-found'],
    [
      'Could not connect to PostgreSQL at db.local:5432: connection refused',
      '/troubleshooting#could-not-connect-to-engine-at-hostport-reason',
    ],
    // Messages only action pages answer: at their Troubleshooting entry, or at their Errors table.
    [
      'Workbook C:\\Financeiro\\fluxo.xlsx is locked for editing by maria.souza.',
      '/docs/office/excel/open#workbook-file-is-locked-for-editing-by-user',
    ],
    ['Syntax error in custom code at line 4, column 12: Unexpected token', '/docs/utils/customCode/v2_0_0#errors'],
  ]) {
    await search(page, line);
    expect((await hrefs(page))[0], line).toBe(entry);
  }
});

test('a misspelt word is corrected, and the reader is told', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await search(page, 'brwoser screenshot');
  await expect(page.getByText('Showing results for “browser screenshot”.')).toBeVisible();
  await expect(options(page).first()).toContainText('Take screenshot');
});

// Pagefind wants every word: a query no page holds whole shows the pages that hold all but one
// or two of its words, and says which.
test('a query no page holds whole finds the pages that hold most of it, and the reader is told', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await search(page, 'pausar robo ate aprovacao');
  await expect(page.getByText(/^Showing results for “robo aprovacao”\.$/)).toBeVisible();
  expect((await hrefs(page))[0]).toBe('/docs/robot/waitHumanInteraction');
});

// Group pages and blog posts mention tasks and codes in passing; the page that does the task, or
// explains the code, comes first. So does a page whose title the query holds in other words.
test('the page that does the task comes first, before the group page that mentions it', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  for (const [query, first] of [
    ['API_INVALID_JSON', /^\/docs\/apis\/api-request#errors$/],
    ['save web page as pdf', /^\/docs\/browser\//],
    ['close excel workbook without saving', /^\/docs\/office\/excel\/saveAndClose$/],
    ['add business days to date', /^\/docs\/dateTime\/addDate$/],
  ] as const) {
    await search(page, query);
    expect((await hrefs(page))[0], query).toMatch(first);
  }
});

test('the keyboard drives search: Ctrl+K and / open it, arrows choose, Enter goes, Escape closes', async ({page}) => {
  await page.goto('/docs/browser/open');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await page.locator('main h1').click();
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('send email');
  await expect(page.getByRole('status').filter({hasText: 'send email'})).toBeAttached();
  await page.keyboard.press('ArrowDown');
  const firstOption = options(page).first();
  await expect(firstOption).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await firstOption.getAttribute('id'))!);
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  const target = await firstOption.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target!.replace(/[.#]/g, '\\$&')}$`));
  await searchBox(page).click();
  await searchBox(page).fill('delay');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', {name: 'Search results'})).toHaveCount(0);
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
});

test('filters narrow the results to one part of the site', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await search(page, 'download');
  await page.getByRole('group', {name: 'Show results from'}).getByRole('button', {name: 'API'}).click();
  await expect(options(page).first()).toContainText('API ›');
  for (const option of await options(page).all()) await expect(option).toContainText('API');
  await page.getByRole('group', {name: 'Show results from'}).getByRole('button', {name: 'Blog'}).click();
  await expect(options(page).first()).toContainText('Blog');
});

test('no results suggests the all-actions page and troubleshooting', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await search(page, 'qwxz');
  await expect(page.getByText('No results for “qwxz”')).toBeVisible();
  const panel = page.getByRole('search', {name: 'Site search'});
  await expect(panel.getByRole('link', {name: 'all actions'})).toHaveAttribute('href', '/docs/');
  await expect(panel.getByRole('link', {name: 'Troubleshooting'})).toHaveAttribute('href', '/troubleshooting');
});

test('the search page /search?q= can be shared and reloaded, with its filter', async ({page}) => {
  await page.goto('/search?q=download&kind=Docs');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toContainText('download');
  const results = page.locator('main ul a');
  await expect(results.first()).toBeVisible();
  for (const href of await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
    expect(href).not.toMatch(/^\/(api|blog|tutorials)\//);
  }
  await expect(
    page.getByRole('group', {name: 'Show results from'}).getByRole('button', {name: 'Docs'}),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await hydrated(page);
  await expect(results.first()).toBeVisible();
  await page.getByRole('searchbox', {name: 'Search the documentation'}).fill('webhook');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?q=webhook&kind=Docs$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('webhook');
});

test('what a reader types before the results panel has loaded carries over', async ({page}) => {
  const release = await gotoHoldingScriptsNotNamedInHtml(page, '/');
  await hydrated(page);
  await searchBox(page).click();
  await searchBox(page).pressSequentially('fill field', {delay: 20});
  release();
  await expect(options(page).first()).toContainText('Fill field');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('fill field');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`open results have no axe violations (${colorScheme})`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    await page.goto('/docs/browser/open');
    await hydrated(page);
    await search(page, 'download');
    await page.keyboard.press('ArrowDown');
    // The search and its open results (the whole page is checked in a11y.spec.ts).
    const results = await new AxeBuilder({page})
      .include('.navbar__search')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
