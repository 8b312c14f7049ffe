#!/usr/bin/env node
// Writes, after `docusaurus build`, what agents and offline readers read: a
// Markdown copy of every docs, API and tutorial page at its route plus .md
// (/docs/browser/open.md; an entry page such as /api/ gets /api/index.md),
// llms.txt listing them, and llms-full.txt with the text of them all.
// The copies are converted from each built page's article, not copied from
// the MDX: action and API pages render their tables from the catalogue through
// components, and only the built page holds what the reader sees. parse5 reads
// the article as a browser does, this script rewrites the theme's markup into
// plain HTML, and html-to-markdown (Rust, compiled to WebAssembly:
// @kreuzberg/html-to-markdown-wasm, one package for every platform) writes the
// Markdown: about 1.5 s for every page, where a unified pipeline
// (rehype-remark, remark-stringify) took 4.5 s.
// Usage: node scripts/markdown-copies.mjs [BUILD_DIR]
import fs from 'node:fs';
import path from 'node:path';
import {convert as htmlToMarkdown, WasmConversionOptions} from '@kreuzberg/html-to-markdown-wasm';
import render from 'dom-serializer';
import {Element, Text} from 'domhandler';
import {findAll, findOne, removeElement, replaceElement, textContent} from 'domutils';
import {parse} from 'parse5';
import {adapter} from 'parse5-htmlparser2-tree-adapter';
import loadTypeScript from '../src/typescript.cjs';

const build = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'build'));
const load = loadTypeScript(import.meta.filename);
const {DOCS_GROUPS} = load('../src/catalogue/modules.ts');
const {markdownPath} = load('../src/components/PageTools/markdownPath.ts');

const classes = (node) => (node.attribs?.class ?? '').split(/\s+/).filter(Boolean);
const hasClass = (node, name) => classes(node).includes(name);
const isTag = (node) => node.type === 'tag' || node.type === 'script' || node.type === 'style';
const text = (value) => new Text(value);
/** The first element below `nodes` that passes `test`. */
const first = (test, nodes) => findOne(test, Array.isArray(nodes) ? nodes : [nodes], true);
/** Gives `parent` these children, linked to it and to each other as domutils expects. */
function setChildren(parent, children) {
  parent.children = children;
  children.forEach((child, i) => {
    child.parent = parent;
    child.prev = children[i - 1] ?? null;
    child.next = children[i + 1] ?? null;
  });
}
function element(name, children, attribs = {}) {
  const created = new Element(name, attribs, []);
  setChildren(created, children);
  return created;
}
/** Replaces `node` by `nodes` among its parent's children. */
function replaceWith(node, nodes) {
  const siblings = [...node.parent.children];
  siblings.splice(siblings.indexOf(node), 1, ...nodes);
  setChildren(node.parent, siblings);
}

// Theme chrome, not content: heading anchors, buttons, icons, filter boxes.
const CHROME = new Set(['button', 'svg', 'input', 'select', 'textarea']);

/**
 * Rewrites the theme's markup below `node` (a docs article) into plain HTML,
 * which the converter turns into the Markdown a writer would have written.
 */
function plainChildren(node, siteUrl) {
  for (const child of [...(node.children ?? [])]) {
    // React's text separators (<!-- -->) are not content.
    if (child.type === 'comment') removeElement(child);
    else if (child.type === 'text') plainText(child);
    else if (isTag(child)) plainElement(child, siteUrl);
  }
}

// Elements that make blocks of their own, and those that hold blocks.
const BLOCKS = new Set(['p', 'div', 'ul', 'ol', 'li', 'dl', 'pre', 'table', 'blockquote', 'figure', 'details', 'hr']);
const CONTAINERS = new Set(['li', 'ol', 'ul', 'blockquote', 'div', 'td', 'th', 'details', 'figure', 'article']);
for (const level of [1, 2, 3, 4, 5, 6]) BLOCKS.add(`h${level}`);

function plainText(node) {
  // A line break in the source of a paragraph is a space on the page (code blocks are not walked).
  node.data = node.data.replace(/[ \t]*\n[ \t]*/g, ' ');
  // Spaces between blocks are the page's indentation, not text: the converter would indent the next line by them.
  if (node.data.trim() !== '') return;
  const {prev, next, parent} = node;
  const blockBeside = BLOCKS.has(prev?.name) || BLOCKS.has(next?.name);
  const atContainerEdge = CONTAINERS.has(parent?.name) && (!prev || !next);
  if (blockBeside || atContainerEdge) removeElement(node);
}

function plainElement(node, siteUrl) {
  if (hasClass(node, 'hash-link') || CHROME.has(node.name) || node.attribs.role === 'search') {
    removeElement(node);
    return;
  }
  // A diagram is drawn as SVG: its description stands in for it.
  if (hasClass(node, 'tucano-diagram')) {
    replaceElement(node, element('p', [element('em', [text(node.attribs['aria-label'])])]));
    return;
  }
  // Code blocks: one line per Prism line, the language on the code element.
  if (node.name === 'pre') {
    const lines = first((n) => hasClass(n, 'token-line'), node)
      ? findAll((n) => hasClass(n, 'token-line'), [node]).map((line) => textContent(line).replace(/\n$/, ''))
      : [textContent(node)];
    const container = node.parent && classes(node.parent).join(' ');
    const language = /language-(\S+)/.exec(`${classes(node).join(' ')} ${container}`)?.[1];
    setChildren(node, [element('code', [text(lines.join('\n'))], language ? {class: `language-${language}`} : {})]);
    return;
  }
  // A folded part of an API entry holds its text as lines until first opened (LazyDetails).
  if (node.name === 'details') {
    const summary = node.children.find((n) => n.name === 'summary');
    const plain = node.children.filter((n) => n !== summary);
    if (plain.every((n) => n.type === 'text')) {
      const lines = plain.map((n) => n.data).join('');
      replaceWith(node, [
        element('p', [element('strong', summary?.children ?? [])]),
        element('pre', [element('code', [text(lines.trim())])]),
      ]);
      return;
    }
  }
  // Tabs: each panel under its tab's label, all of them (the page shows one at a time).
  if (hasClass(node, 'tabs-container')) {
    const labels = first((n) => n.attribs?.role === 'tablist', node).children.map(textContent);
    const panels = findAll((n) => n.attribs.role === 'tabpanel', [node]);
    const parts = panels.flatMap((panel, i) => [
      element('p', [element('strong', [text(labels[i])])]),
      element('div', panel.children),
    ]);
    replaceWith(node, parts);
    for (const part of parts) plainElement(part, siteUrl);
    return;
  }
  // Admonitions: a quote opened by its title in bold.
  if (hasClass(node, 'theme-admonition')) {
    const heading = first((n) => classes(n).some((c) => c.startsWith('admonitionHeading')), node);
    const content = first((n) => classes(n).some((c) => c.startsWith('admonitionContent')), node);
    node.name = 'blockquote';
    node.attribs = {};
    setChildren(node, [
      element('p', [element('strong', [text(`${textContent(heading).trim()}:`)])]),
      ...content.children,
    ]);
  }
  // A step panel (a figure: caption, then fields) is its parts: the converter would not indent a figure in a list item.
  if (node.name === 'figure') {
    const parts = node.children.filter((child) => isTag(child) || child.data.trim() !== '');
    replaceWith(node, parts);
    for (const part of parts) if (isTag(part)) plainElement(part, siteUrl);
    return;
  }
  // Its caption is its first line, as plain as the page shows it.
  if (node.name === 'figcaption') node.name = 'p';
  // A definition list (a step panel's fields) as a list: each term, then its descriptions as paragraphs.
  if (node.name === 'dl') {
    const items = [];
    // Terms and descriptions may be grouped in <div>s.
    const parts = node.children
      .filter(isTag)
      .flatMap((child) => (child.name === 'div' ? child.children.filter(isTag) : [child]));
    for (const child of parts) {
      if (child.name === 'dt' || items.length === 0) items.push([]);
      items.at(-1).push(element('p', child.children));
    }
    const list = element(
      'ul',
      items.map((paragraphs) => element('li', paragraphs)),
    );
    replaceElement(node, list);
    plainChildren(list, siteUrl);
    return;
  }
  // Cells style their parts as blocks (an error code above its message): keep them apart as words.
  // A list in a cell (an output's fields) keeps an item a line, as a Markdown table allows: with <br>.
  if (node.name === 'th' || node.name === 'td') {
    const parts = node.children.flatMap((child) =>
      child.name === 'ul' || child.name === 'ol'
        ? child.children.filter(isTag).flatMap((item) => [element('br', []), ...item.children])
        : [child],
    );
    setChildren(
      node,
      parts.flatMap((child, i) =>
        i > 0 && isTag(child) && isTag(parts[i - 1]) && child.name !== 'br' && parts[i - 1].name !== 'br'
          ? [text(' '), child]
          : [child],
      ),
    );
  }
  // Links and images point at the live site: the copy is read away from it.
  for (const key of ['href', 'src']) {
    const value = node.attribs[key];
    if (typeof value === 'string' && value.startsWith('/')) node.attribs[key] = siteUrl + value;
  }
  plainChildren(node, siteUrl);
}

/**
 * How the copies are written: GitHub-flavoured Markdown as a writer would type
 * it. A new object for each conversion: the converter takes the one it is given.
 */
const markdownOptions = () =>
  Object.assign(new WasmConversionOptions(), {
    bullets: '-',
    compactTables: true,
    escapeAsterisks: false,
    escapeUnderscores: false,
    escapeMisc: false,
    // Nested lists four spaces in: inside any item, `-` or `10.`, as CommonMark reads them.
    listIndentWidth: 4,
    // A line break inside a table cell (an output's fields, one a line) can only be HTML.
    preserveTags: ['br'],
  });

// Blocks the converter misplaces inside a list item: it starts a code fence, a
// quote or a table at the margin, which ends the list. A list holding any of
// them is written here, item by item, each item's Markdown indented under its marker.
const MISPLACED_IN_ITEMS = new Set(['pre', 'blockquote', 'table']);
const holdsMisplacedBlock = (list) =>
  Boolean(findOne((node) => MISPLACED_IN_ITEMS.has(node.name), list.children.filter(isTag), true));

/** `nodes` (plain HTML) as Markdown. */
function markdownOf(nodes) {
  const lists = [];
  const setAside = (parent) => {
    for (const child of [...(parent.children ?? [])].filter(isTag)) {
      if ((child.name === 'ol' || child.name === 'ul') && holdsMisplacedBlock(child)) {
        // A word the converter writes as it is, alone on its line, where the list goes.
        const placeholder = element('p', [text(`TUCANOLIST${lists.length}X`)]);
        lists.push(listMarkdown(child));
        replaceElement(child, placeholder);
      } else setAside(child);
    }
  };
  setAside({children: nodes});
  let markdown = htmlToMarkdown(render(nodes, {encodeEntities: 'utf8'}), markdownOptions()).content;
  lists.forEach((list, i) => {
    // The placeholder keeps what the converter put before it (a quote's `> `) on each line of the list.
    markdown = markdown.replace(new RegExp(`^(.*)TUCANOLIST${i}X$`, 'm'), (_, prefix) =>
      list
        .split('\n')
        .map((line) => (line ? prefix + line : prefix.trimEnd()))
        .join('\n'),
    );
  });
  return markdown.trim();
}

function listMarkdown(list) {
  const start = Number(list.attribs.start ?? 1);
  return list.children
    .filter((item) => item.name === 'li')
    .map((item, i) => {
      const marker = list.name === 'ol' ? `${start + i}.` : '-';
      const [first, ...rest] = markdownOf(item.children).split('\n');
      const indent = ' '.repeat(marker.length + 1);
      return [`${marker} ${first}`, ...rest.map((line) => (line ? indent + line : ''))].join('\n');
    })
    .join('\n\n');
}

/** A built page's route, title, description and Markdown; null when it is not a docs page. */
function convert(html, siteUrl) {
  // Parse the head and the article only: the navbar, sidebar and footer are most of a page's HTML.
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < 0) return null;
  const head = html.slice(0, html.indexOf('</head>') + '</head>'.length);
  // parse5 parses as browsers do: the minified pages leave out end tags (</th>, </dd>) that simpler parsers misplace.
  const dom = parse(`${head}<body>${html.slice(start, end)}</article></body></html>`, {treeAdapter: adapter});
  const article = first((node) => hasClass(node, 'theme-doc-markdown'), dom.children);
  if (!article) return null;
  const canonical = first((node) => node.name === 'link' && node.attribs.rel === 'canonical', dom.children);
  const description = first((node) => node.name === 'meta' && node.attribs.name === 'description', dom.children);
  const title = textContent(first((node) => node.name === 'h1', article)).trim();
  plainChildren(article, siteUrl);
  return {
    route: new URL(canonical.attribs.href).pathname,
    title,
    description: description?.attribs.content,
    markdown: `${markdownOf(article.children)}\n`,
  };
}

/**
 * Converts the built pages `files` (relative to the build), writes their copies
 * and returns them. Files are read and written synchronously: this process has
 * nothing else to do meanwhile, and awaiting each file's round trips through
 * libuv's pool left the thread idle for 0.3 s of its 2 s.
 */
function writeCopies(files, siteUrl) {
  const pages = [];
  for (const file of files) {
    // Only docs pages (both docs areas) have a docs article; blog, search and redirect pages do not.
    const page = convert(fs.readFileSync(path.join(build, file), 'utf8'), siteUrl);
    if (!page) continue;
    page.file = markdownPath(page.route);
    fs.writeFileSync(path.join(build, page.file), page.markdown);
    pages.push(page);
  }
  return pages;
}

/**
 * Every page's copy, then the lists. One thread: the conversion is compiled
 * Rust and quick, and `npm run build` runs Pagefind beside this script.
 */
function writeAll() {
  // The site's address, as the sitemap (written from docusaurus.config.ts) spells it.
  const sitemap = fs.readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
  const siteUrl = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)[1]).origin;

  const started = performance.now();
  const htmlFiles = fs
    .readdirSync(build, {recursive: true})
    .filter((file) => file.endsWith('index.html') && !file.startsWith('pagefind'));
  const pages = writeCopies(htmlFiles, siteUrl);
  pages.sort((a, b) => a.route.localeCompare(b.route));

  /** The list of llms.txt a page belongs to. */
  function sectionOf(route) {
    if (['/', '/docs/', '/api/'].includes(route)) return 'Start here';
    if (route.startsWith('/api/')) return 'API reference';
    if (route.startsWith('/tutorials/')) return 'Tutorials';
    const group = /^\/docs\/([^/]+)/.exec(route)?.[1];
    if (group) return `Actions: ${DOCS_GROUPS.find((g) => g.id === group)?.title ?? group}`;
    return 'How-to guides';
  }
  const order = ['Start here', 'How-to guides', 'Tutorials', ...DOCS_GROUPS.map((g) => `Actions: ${g.title}`)];
  const rank = (section) => (order.includes(section) ? order.indexOf(section) : order.length);
  const sections = new Map();
  for (const page of pages) sections.set(sectionOf(page.route), [...(sections.get(sectionOf(page.route)) ?? []), page]);

  const intro = [
    '# Tucano documentation',
    '',
    '> Tucano is a robotic process automation platform: robots built in Tucano Studio run on the Tucano Client and drive browsers, desktops, files, spreadsheets, email, databases, messaging and image recognition.',
    '',
  ];
  const llms = [
    ...intro,
    `Each page below is its Markdown copy. All of their text in one file: ${siteUrl}/llms-full.txt. The action catalogue, machine-readable: ${siteUrl}/actions.json.`,
  ];
  for (const [section, list] of [...sections].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))) {
    llms.push('', `## ${section}`, '');
    for (const page of list) {
      // Versions of one action share a title: the link names its version.
      const version = /\/(v\d+_\d+_\d+)$/.exec(page.route)?.[1];
      const name = version ? `${page.title} ${version}` : page.title;
      llms.push(`- [${name}](${siteUrl}${page.file})${page.description ? `: ${page.description}` : ''}`);
    }
  }
  const full = [
    ...intro,
    `The text of every docs, tutorial and API page; ${siteUrl}/llms.txt lists each page's own copy.`,
  ];
  for (const page of pages) full.push('', '---', '', `Source: ${siteUrl}${page.route}`, '', page.markdown.trimEnd());

  fs.writeFileSync(path.join(build, 'llms.txt'), `${llms.join('\n')}\n`);
  fs.writeFileSync(path.join(build, 'llms-full.txt'), `${full.join('\n')}\n`);
  console.log(
    `[markdown] Wrote ${pages.length} Markdown copies, llms.txt and llms-full.txt in ${((performance.now() - started) / 1000).toFixed(2)} s.`,
  );
}

writeAll();
