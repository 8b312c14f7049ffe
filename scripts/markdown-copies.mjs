#!/usr/bin/env node
// Writes, after `docusaurus build`, what agents and offline readers read: a
// Markdown copy of every docs, API and tutorial page at its route plus .md
// (/docs/browser/open.md; an entry page such as /api/ gets /api/index.md),
// llms.txt listing them, and llms-full.txt with the text of them all.
// The copies are converted from each built page's article, not copied from
// the MDX: action and API pages render their tables from the catalogue through
// components, and only the built page holds what the reader sees.
// Usage: node scripts/markdown-copies.mjs [BUILD_DIR]
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {Worker, isMainThread, parentPort, workerData} from 'node:worker_threads';
import createJiti from 'jiti';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {SKIP, visit} from 'unist-util-visit';

const build = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'build'));
const jiti = createJiti(import.meta.filename, {interopDefault: true});
const {DOCS_GROUPS} = jiti('../src/catalogue/modules.ts');
const {markdownPath} = jiti('../src/components/PageTools/markdownPath.ts');

const classes = (node) => node.properties?.className ?? [];
const hasClass = (node, name) => classes(node).includes(name);
const text = (node) => (node.type === 'text' ? node.value : (node.children ?? []).map(text).join(''));
const element = (tagName, children, properties = {}) => ({type: 'element', tagName, properties, children});
const find = (tree, test) => {
  let found;
  visit(tree, 'element', (node) => {
    if (found) return SKIP;
    if (test(node)) found = node;
  });
  return found;
};

/**
 * Rewrites the theme's markup of a docs article into plain HTML that
 * rehype-remark turns into the Markdown a writer would have written.
 */
function plainArticle(article, siteUrl) {
  // React's text separators (<!-- -->) are not content.
  visit(article, 'comment', (node, index, parent) => {
    parent.children.splice(index, 1);
    return index;
  });
  visit(article, 'element', (node, index, parent) => {
    // Cells style their parts as blocks (an error code above its message): keep them apart as words.
    if (node.tagName === 'th' || node.tagName === 'td') {
      node.children = node.children.flatMap((child, i) =>
        i > 0 && child.type === 'element' && node.children[i - 1].type === 'element'
          ? [{type: 'text', value: ' '}, child]
          : [child],
      );
    }
    // Heading anchors, buttons, icons and filter boxes are chrome, not content.
    if (
      hasClass(node, 'hash-link') ||
      ['button', 'svg', 'input', 'select', 'textarea'].includes(node.tagName) ||
      node.properties?.role === 'search'
    ) {
      parent.children.splice(index, 1);
      return index;
    }
    // A diagram is drawn as SVG: its description stands in for it.
    if (hasClass(node, 'tucano-diagram')) {
      parent.children[index] = element('p', [element('em', [{type: 'text', value: node.properties.ariaLabel}])]);
      return SKIP;
    }
    // Code blocks: one line per Prism line, the language on the code element.
    if (node.tagName === 'pre') {
      const lines = find(node, (n) => hasClass(n, 'token-line'))
        ? node.children[0].children.map((line) => text(line).replace(/\n$/, ''))
        : [text(node)];
      const container = parent && classes(parent).join(' ');
      const language = /language-(\S+)/.exec(`${classes(node).join(' ')} ${container}`)?.[1];
      node.children = [
        element('code', [{type: 'text', value: lines.join('\n')}], {
          className: language ? [`language-${language}`] : [],
        }),
      ];
      return SKIP;
    }
    // A folded part of an API entry holds its text as lines until first opened (LazyDetails).
    if (node.tagName === 'details') {
      const summary = node.children.find((n) => n.tagName === 'summary');
      const plain = node.children.filter((n) => n !== summary);
      if (plain.every((n) => n.type === 'text')) {
        parent.children.splice(
          index,
          1,
          element('p', [element('strong', summary?.children ?? [])]),
          element('pre', [element('code', [{type: 'text', value: text({children: plain}).trim()}])]),
        );
        return index + 2;
      }
    }
    // Tabs: each panel under its tab's label, all of them (the page shows one at a time).
    if (hasClass(node, 'tabs-container')) {
      const labels = find(node, (n) => n.properties?.role === 'tablist').children.map(text);
      const panels = [];
      visit(node, 'element', (n) => {
        if (n.properties?.role === 'tabpanel') panels.push(n);
      });
      parent.children.splice(
        index,
        1,
        ...panels.flatMap((panel, i) => [
          element('p', [element('strong', [{type: 'text', value: labels[i]}])]),
          element('div', panel.children),
        ]),
      );
      return index;
    }
    // Admonitions: a quote opened by its title in bold.
    if (hasClass(node, 'theme-admonition')) {
      const heading = find(node, (n) => classes(n).some((c) => c.startsWith('admonitionHeading')));
      const content = find(node, (n) => classes(n).some((c) => c.startsWith('admonitionContent')));
      const title = text(heading).trim();
      node.tagName = 'blockquote';
      node.children = [element('p', [element('strong', [{type: 'text', value: `${title}:`}])]), ...content.children];
      return;
    }
    // Links and images point at the live site: the copy is read away from it.
    for (const key of ['href', 'src']) {
      const value = node.properties?.[key];
      if (typeof value === 'string' && value.startsWith('/')) node.properties[key] = siteUrl + value;
    }
  });
  return article;
}

const toMarkdown = unified()
  .use(rehypeRemark)
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-'});

/** A built page's route, title, description and Markdown; null when it is not a docs page. */
function convert(html, siteUrl) {
  // Parse the head and the article only: the navbar, sidebar and footer are most of a page's HTML.
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < 0) return null;
  const head = html.slice(0, html.indexOf('</head>') + '</head>'.length);
  const tree = unified()
    .use(rehypeParse)
    .parse(`${head}<body>${html.slice(start, end)}</article></body></html>`);
  const article = find(tree, (node) => hasClass(node, 'theme-doc-markdown'));
  if (!article) return null;
  const canonical = find(tree, (node) => node.tagName === 'link' && node.properties.rel?.includes('canonical'));
  const description = find(tree, (node) => node.tagName === 'meta' && node.properties.name === 'description');
  const title = text(find(article, (node) => node.tagName === 'h1')).trim();
  const mdast = toMarkdown.runSync({type: 'root', children: [plainArticle(article, siteUrl)]});
  return {
    route: new URL(canonical.properties.href).pathname,
    title,
    description: description?.properties.content,
    markdown: toMarkdown.stringify(mdast),
  };
}

/** Converts the built pages `files` (relative to the build), writes their copies and returns them. */
async function writeCopies(files, siteUrl) {
  const pages = [];
  for (const file of files) {
    // Only docs pages (both docs areas) have a docs article; blog, search and redirect pages do not.
    const page = convert(await fs.readFile(path.join(build, file), 'utf8'), siteUrl);
    if (!page) continue;
    page.file = markdownPath(page.route);
    await fs.writeFile(path.join(build, page.file), page.markdown);
    pages.push(page);
  }
  return pages;
}

/** Every page's copy, converted by workers (parsing and stringifying is all JavaScript), then the lists. */
async function writeAll() {
  // The site's address, as the sitemap (written from docusaurus.config.ts) spells it.
  const sitemap = await fs.readFile(path.join(build, 'sitemap.xml'), 'utf8');
  const siteUrl = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)[1]).origin;

  const started = performance.now();
  const htmlFiles = (await fs.readdir(build, {recursive: true})).filter(
    (file) => file.endsWith('index.html') && !file.startsWith('pagefind'),
  );
  const workers = Math.min(os.availableParallelism(), 4);
  const shares = Array.from({length: workers}, (_, i) => htmlFiles.filter((_, j) => j % workers === i));
  const pages = (
    await Promise.all(
      shares.map(
        (files) =>
          new Promise((resolve, reject) => {
            const worker = new Worker(new URL(import.meta.url), {
              argv: process.argv.slice(2),
              workerData: {files, siteUrl},
            });
            worker.once('message', resolve);
            worker.once('error', reject);
            worker.once('exit', (code) => reject(new Error(`A Markdown copies worker exited with code ${code}`)));
          }),
      ),
    )
  ).flat();
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

  await fs.writeFile(path.join(build, 'llms.txt'), `${llms.join('\n')}\n`);
  await fs.writeFile(path.join(build, 'llms-full.txt'), `${full.join('\n')}\n`);
  console.log(
    `[markdown] Wrote ${pages.length} Markdown copies, llms.txt and llms-full.txt in ${((performance.now() - started) / 1000).toFixed(2)} s.`,
  );
}

if (isMainThread) await writeAll();
else parentPort.postMessage(await writeCopies(workerData.files, workerData.siteUrl));
