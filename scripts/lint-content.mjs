#!/usr/bin/env node
// Content lint: front matter, the sections each kind of page needs, links to
// routes that do not exist or that should be file paths, imports that do not
// resolve, unfinished skeleton text, British spellings, and the mistakes that
// break or degrade MDX 3 pages. Prints every problem as file:line:column and
// exits non-zero if there is any.
// Usage: npm run lint:content [-- --root DIR]   (DIR defaults to this project)
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import matter from 'gray-matter';
import leven from 'leven';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {visit} from 'unist-util-visit';

/** Marks the parts `npm run new-action` leaves for the writer; the lint refuses every line that has it. */
export const UNFINISHED = '✍️';

const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/i;
const ACTION_SECTIONS = ['Example', 'Inputs', 'Outputs', 'Errors', 'How it works', 'Troubleshooting', 'Related'];

// Docusaurus 3.10's own front matter (plugin-content-docs and plugin-content-blog
// accept unknown keys silently, so a typo would be ignored), plus the project's `action`.
const COMMON_KEYS = [
  'title',
  'title_meta',
  'description',
  'keywords',
  'image',
  'slug',
  'tags',
  'draft',
  'unlisted',
  'last_update',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'sidebar_label',
];
const DOCS_KEYS = [
  ...COMMON_KEYS,
  'id',
  'action',
  'sidebar_position',
  'sidebar_class_name',
  'sidebar_custom_props',
  'sidebar_key',
  'displayed_sidebar',
  'hide_title',
  'pagination_label',
  'pagination_next',
  'pagination_prev',
  'parse_number_prefixes',
  'custom_edit_url',
];
const BLOG_KEYS = [...COMMON_KEYS, 'authors', 'date', 'author', 'author_title', 'author_url', 'author_image_url'];

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
const requireFromProject = createRequire(import.meta.url);

function* walk(dir, pattern) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, pattern);
    else if (pattern.test(entry.name)) yield full;
  }
}

const isPartial = (file) => path.basename(file).startsWith('_');
const stripExtension = (file) => file.replace(/\.mdx?$/, '');
const normaliseRoute = (route) => route.replace(/\/+$/, '') || '/';

/** Line and column (1-based) of a character offset. */
function positionAt(source, offset) {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return {line, column: offset - before.lastIndexOf('\n')};
}

/** Line of a top-level front matter key (1-based), or 1. */
function frontMatterLine(source, key) {
  const lines = source.split('\n');
  const end = lines.indexOf('---', 1);
  const index = lines.slice(0, end).findIndex((line) => line.startsWith(`${key}:`));
  return index > 0 ? index + 1 : 1;
}

/**
 * Every route the site serves, computed from the source files (not from a
 * build, which may be stale), with the Markdown file that serves it and its
 * area (docs, api or blog; a blog list or tag page and src/pages have no
 * file). Routes are compared without a trailing slash.
 */
export function routePages(root) {
  const pages = new Map([['/', {area: 'docs'}]]);
  for (const [area, base] of [
    ['docs', '/'],
    ['api', '/api/'],
  ]) {
    const areaDir = path.join(root, area);
    for (const file of walk(areaDir, /\.mdx?$/)) {
      if (isPartial(file)) continue;
      const relative = stripExtension(path.relative(areaDir, file)).split(path.sep).join('/');
      const dir = path.posix.dirname(relative);
      const {slug} = matter(fs.readFileSync(file, 'utf8')).data;
      let route;
      if (typeof slug === 'string') route = slug.startsWith('/') ? slug : `${dir}/${slug}`;
      else route = /(^|\/)index$/.test(relative) ? dir : relative;
      pages.set(normaliseRoute(path.posix.join(base, route === '.' ? '' : route)), {area, file});
    }
  }
  const blogDir = path.join(root, 'blog');
  if (fs.existsSync(blogDir)) {
    for (const route of ['/blog', '/blog/archive', '/blog/tags']) pages.set(route, {area: 'blog'});
    for (const file of walk(blogDir, /\.mdx?$/)) {
      const {slug} = matter(fs.readFileSync(file, 'utf8')).data;
      const dated = path.basename(stripExtension(file)).match(/^(\d{4})-(\d{2})-(\d{2})-(.+)$/);
      if (typeof slug === 'string') pages.set(normaliseRoute(path.posix.join('/blog', slug)), {area: 'blog', file});
      else if (dated) pages.set(`/blog/${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}`, {area: 'blog', file});
    }
    const tagsFile = path.join(blogDir, 'tags.yml');
    if (fs.existsSync(tagsFile)) {
      for (const [key, tag] of Object.entries(matter(`---\n${fs.readFileSync(tagsFile, 'utf8')}\n---`).data)) {
        pages.set(normaliseRoute(path.posix.join('/blog/tags', tag?.permalink ?? key)), {area: 'blog'});
      }
    }
  }
  for (const file of walk(path.join(root, 'src', 'pages'), /\.(tsx?|jsx?|mdx?)$/)) {
    const relative = path.relative(path.join(root, 'src', 'pages'), file).replace(/\.\w+$/, '');
    if (!relative.split(path.sep).some((part) => part.startsWith('_')))
      pages.set(normaliseRoute(`/${relative.split(path.sep).join('/')}`.replace(/\/index$/, '')), {area: 'pages'});
  }
  return pages;
}

/** Every route the site serves (see routePages). */
export const sourceRoutes = (root) => new Set(routePages(root).keys());

// Each area is its own Docusaurus plugin, and a plugin resolves a file-path link
// only to its own files: links between areas have to be URL paths.
const AREA_NAMES = {docs: 'the docs area', api: 'the API area', blog: 'the blog'};

const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.mdx', '.md', '.json'];
const INDEX_FILES = ['/index.ts', '/index.tsx', '/index.js', '/index.jsx'];

function firstFile(base) {
  for (const candidate of [...SOURCE_EXTENSIONS.map((ext) => base + ext), ...INDEX_FILES.map((i) => base + i)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * The file an MDX import loads, as Docusaurus resolves it, or null when it
 * cannot be found; undefined for modules that exist only during a build
 * (`@generated/...`) or whose exports are not read here (packages).
 */
function resolveImport(root, fromFile, specifier) {
  if (specifier.startsWith('@generated/')) return undefined;
  if (specifier.startsWith('@site/')) return firstFile(path.join(root, specifier.slice('@site/'.length))) ?? null;
  if (specifier.startsWith('.')) return firstFile(path.resolve(path.dirname(fromFile), specifier)) ?? null;
  const themeName = specifier.match(/^@theme(?:-original)?\/(.+)$/)?.[1];
  if (themeName) {
    const own = specifier.startsWith('@theme/') && firstFile(path.join(root, 'src', 'theme', themeName));
    const upstream = [
      '@docusaurus/theme-classic/lib/theme',
      '@docusaurus/theme-search-algolia/lib/theme',
      '@docusaurus/plugin-content-docs/lib/theme',
    ].some((dir) =>
      firstFile(
        path.join(
          path.dirname(requireFromProject.resolve('@docusaurus/core/package.json')),
          '..',
          '..',
          dir,
          themeName,
        ),
      ),
    );
    return own || upstream ? undefined : null;
  }
  const clientExport = specifier.match(/^@docusaurus\/([A-Z]\w+)$/)?.[1];
  if (clientExport) {
    const core = path.dirname(requireFromProject.resolve('@docusaurus/core/package.json'));
    return firstFile(path.join(core, 'lib', 'client', 'exports', clientExport)) ? undefined : null;
  }
  try {
    requireFromProject.resolve(specifier, {paths: [root]});
    return undefined;
  } catch {
    return null;
  }
}

/** The names a module exports, or null when it re-exports another module wholesale. */
function exportedNames(file) {
  if (/\.(mdx?|json)$/.test(file)) return new Set(['default']);
  const source = fs.readFileSync(file, 'utf8');
  if (/^export \*/m.test(source)) return null;
  const names = new Set();
  if (/^export default\b/m.test(source)) names.add('default');
  for (const [, name] of source.matchAll(
    /^export (?:declare )?(?:async )?(?:function\*?|const|let|var|class|interface|type|enum) +([A-Za-z_$][\w$]*)/gm,
  ))
    names.add(name);
  for (const [, list] of source.matchAll(/^export (?:type )?\{([^}]*)\}/gm)) {
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * The imports of a parsed MDX file that would break its build: a module that
 * cannot be resolved, or a name it does not export. Shared with check-mdx.mjs.
 */
export function importProblems(root, file, tree) {
  const problems = [];
  visit(tree, 'mdxjsEsm', (node) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const specifier = statement.source.value;
      const {line, column} = statement.loc?.start
        ? {line: statement.loc.start.line, column: statement.loc.start.column + 1}
        : node.position.start;
      const resolved = resolveImport(root, file, specifier);
      if (resolved === null) {
        problems.push({
          line,
          column,
          message: `import "${specifier}" cannot be resolved: check the path (@site/ is the project root)`,
        });
        continue;
      }
      const names = resolved && exportedNames(resolved);
      if (!names) continue;
      for (const item of statement.specifiers) {
        const name = item.type === 'ImportDefaultSpecifier' ? 'default' : item.imported?.name;
        if (!name || names.has(name)) continue;
        const nearest = [...names].filter((n) => n !== 'default').sort((a, b) => leven(a, name) - leven(b, name))[0];
        problems.push({
          line,
          column,
          message:
            `import "${specifier}" has no ${name === 'default' ? 'default export' : `export "${name}"`}` +
            (nearest ? ` (did you mean "${nearest}"?)` : ''),
        });
      }
    }
  });
  return problems;
}

/**
 * British spellings and words the pages have used, each with its American form
 * (the content guide asks for American English). The words are English only, so
 * Portuguese interface text and data on the pages (Todos os e-mails) never match.
 * "analyses" is left out, being also the plural of analysis, and "tick" counts
 * only as a check box verb: before a bold label or "the box" ("tick **Allow
 * Trusted Locations**", "ticks the box"), never a clock's tick.
 */
const BRITISH = [
  [/\b(colo)u(r(?:s|ed|ing|ful)?)\b/gi, '$1$2'],
  [/\b(gr)e(y(?:s|ed|ing|ish)?)\b/gi, '$1a$2'],
  [/\b(behavio)u(rs?|ral)\b/gi, '$1$2'],
  [/\b(licen)c(es?|ed)\b/gi, '$1s$2'],
  [/\b(organi)s(e|es|ed|ing|ations?)\b/gi, '$1z$2'],
  [/\b(analy)s(e|ed|ing)\b/gi, '$1z$2'],
  [/\b(recogni)s(e|es|ed|ing|able)\b/gi, '$1z$2'],
  [/\b(hono)u(r(?:s|ed|ing|able)?)\b/gi, '$1$2'],
  [/\b(normali)s(e|es|ed|ing|ation)\b/gi, '$1z$2'],
  [/\b(synchroni)s(e|es|ed|ing|ation)\b/gi, '$1z$2'],
  [/\b(label)l(ed|ing)\b/gi, '$1$2'],
  [/\b(lit)re(s?)\b/gi, '$1er$2'],
  [/\b(un)tick(s|ed|ing)?\b/gi, '$1check$2'],
  [/\btick(?=[- ]box)/gi, 'check'],
  [/\btick(s|ed|ing)?(?=\s+(?:\*\*|the\s+(?:\*\*|box|check\s?box)))/gi, 'check$1'],
];

/** The British words of a text, each with its offset and American form; `text` has the parts to skip blanked out. */
function britishWords(text) {
  const found = [];
  for (const [pattern, american] of BRITISH) {
    for (const match of text.matchAll(pattern)) {
      let replacement = american.replace(/\$(\d)/g, (_, group) => match[group] ?? '');
      if (/^[A-Z]/.test(match[0])) replacement = replacement[0].toUpperCase() + replacement.slice(1);
      found.push({index: match.index, word: match[0], american: replacement});
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A text with the ranges not kept blanked out, its line breaks kept so that offsets and lines stay put. */
function keepOnly(text, keep) {
  let result = '';
  let from = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && keep[i] === keep[from]) continue;
    const part = text.slice(from, i);
    result += keep[from] ? part : part.replace(/[^\n]/g, ' ');
    from = i;
  }
  return result;
}

/**
 * The prose of a parsed MDX file, as its source with everything else blanked
 * out: code blocks and inline code (<code> too), imports and exports, MDX
 * expressions and comments, JSX tags and their attributes (the children of
 * other elements stay), link targets
 * and definitions, and front matter except the title, description and
 * sidebar label, which readers see.
 */
export function proseOf(source, tree) {
  const keep = new Uint8Array(source.length).fill(1);
  const blank = (start, end) => keep.fill(0, start, end);
  visit(tree, (node) => {
    if (!node.position) return undefined;
    const [start, end] = [node.position.start.offset, node.position.end.offset];
    switch (node.type) {
      case 'yaml': {
        blank(start, end);
        let offset = start;
        for (const line of source.slice(start, end).split('\n')) {
          if (/^(title|description|sidebar_label):/.test(line)) keep.fill(1, offset, offset + line.length);
          offset += line.length + 1;
        }
        return 'skip';
      }
      case 'code':
      case 'inlineCode':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'html':
      case 'definition':
      case 'image':
        blank(start, end);
        return 'skip';
      case 'link': {
        const last = node.children.at(-1);
        // An autolink (<https://…>) is all target; otherwise the target follows the text.
        if (!last?.position || source[start] === '<') blank(start, end);
        else blank(last.position.end.offset, end);
        return undefined;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        if (['code', 'pre', 'kbd', 'samp'].includes(node.name)) {
          blank(start, end);
          return 'skip';
        }
        const first = node.children.find((child) => child.position);
        const last = node.children.findLast((child) => child.position);
        if (!first) blank(start, end);
        else {
          blank(start, first.position.start.offset);
          blank(last.position.end.offset, end);
        }
        return undefined;
      }
      default:
        return undefined;
    }
  });
  return keepOnly(source, keep);
}

/** The text of a TypeScript file's string literals, everything else blanked out. */
function stringsOf(file, source) {
  const ts = requireFromProject('typescript'); // loaded here, so check-mdx and new-action do not wait for it
  const kept = [];
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  (function walkNode(node) {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      kept.push([node.getStart(sourceFile), node.getEnd()]);
    ts.forEachChild(node, walkNode);
  })(sourceFile);
  const keep = new Uint8Array(source.length);
  for (const [start, end] of kept) keep.fill(1, start, end);
  return keepOnly(source, keep);
}

/** Parses an MDX file as Docusaurus does (MDX 3, GFM, front matter, directives), with positions. */
export const parseMdx = (source) => mdxParser.parse(source);

export function lintSite(root) {
  const problems = [];
  const report = (file, line, column, message) =>
    problems.push({file: path.relative(root, file).split(path.sep).join('/'), line, column, message});
  const pages = routePages(root);
  const positions = new Map(); // sibling folder -> [{position, file, line}]

  /** Reports each British word of a text whose skipped parts are blanked out (see proseOf). */
  function lintSpelling(file, source, text) {
    for (const {index, word, american} of britishWords(text)) {
      const {line, column} = positionAt(source, index);
      report(file, line, column, `British English "${word}": write "${american}" (the site is in American English)`);
    }
  }

  /** The raw-text checks every content file gets, whatever its kind. */
  function lintText(file, source) {
    source.split('\n').forEach((text, index) => {
      const at = text.indexOf(UNFINISHED);
      if (at >= 0) {
        const what = text
          .slice(at + UNFINISHED.length)
          .replace(/['",]+\s*$/, '')
          .trim();
        report(file, index + 1, at + 1, `unfinished: ${what || 'write this part'}`);
      }
    });
    const placeholder = PLACEHOLDER.exec(source);
    if (placeholder) {
      const {line, column} = positionAt(source, placeholder.index);
      report(file, line, column, `placeholder text: "${placeholder[0]}"`);
    }
    const friendly = [
      [/<!--/, 'HTML comment: MDX 3 needs {/* ... */}'],
      [/^:::(note|tip|info|warning|danger|caution) +\S/m, 'admonition title needs brackets: :::tip[Title]'],
      [/^#{1,6} .*\{#[\w-]+\}\s*$/m, '{#id} heading ids are MDX 1 syntax'],
    ];
    let found = false;
    for (const [pattern, message] of friendly) {
      const match = pattern.exec(source);
      if (!match) continue;
      const {line, column} = positionAt(source, match.index);
      report(file, line, column, message);
      found = true;
    }
    return found;
  }

  /** Parses the MDX and checks headings, links and imports; returns the tree, or null if it does not parse. */
  function lintTree(file, source, alreadyExplained) {
    const area = path.relative(root, file).split(path.sep)[0];
    let tree;
    try {
      tree = parseMdx(source);
    } catch (error) {
      if (!alreadyExplained)
        report(file, error.line ?? 1, error.column ?? 1, `MDX does not compile: ${error.reason ?? error.message}`);
      return null;
    }
    let previous = 1;
    visit(tree, 'heading', (node) => {
      const {line, column} = node.position.start;
      if (node.depth === 1) report(file, line, column, 'a level-1 heading in the body: the title is the h1');
      else if (node.depth > previous + 1)
        report(file, line, column, `heading level skips from h${previous} to h${node.depth}: use h${previous + 1}`);
      previous = node.depth;
    });
    visit(tree, ['link', 'definition'], (node) => {
      const {line, column} = node.position.start;
      const url = node.url;
      // GFM links a bare address; the site's pages do not (src/plugins/noLiteralAutolinks).
      if (node.type === 'link' && !'[<'.includes(source[node.position.start.offset]))
        report(
          file,
          line,
          column,
          `bare address ${url}: the site does not link it; write [text](${url}), or \`${url}\` in code`,
        );
      if (/^\/(?!\/)/.test(url)) {
        const target = url.split(/[?#]/)[0];
        if (path.posix.extname(target)) return; // a static file, not a page
        const page = pages.get(normaliseRoute(target));
        if (!page)
          report(
            file,
            line,
            column,
            `link to ${target}, a route no page serves: link to the page's file (../group/page.mdx)`,
          );
        else if (page.file && page.area === area) {
          const relative = path.relative(path.dirname(file), page.file).split(path.sep).join('/');
          const filePath = (relative.startsWith('.') ? relative : `./${relative}`) + url.slice(target.length);
          report(
            file,
            line,
            column,
            `link to ${target} inside ${AREA_NAMES[area]}: link the file, ${filePath}, which the build checks (URL paths are for links between the docs, the API and the blog)`,
          );
        }
      } else if (!/^[a-z][a-z0-9+.-]*:/i.test(url) && /\.mdx?$/.test(url.split(/[?#]/)[0])) {
        const target = path.resolve(path.dirname(file), decodeURIComponent(url.split(/[?#]/)[0]));
        if (!fs.existsSync(target)) report(file, line, column, `link to ${url}: no such file`);
      }
    });
    for (const {line, column, message} of importProblems(root, file, tree)) report(file, line, column, message);
    lintSpelling(file, source, proseOf(source, tree));
    return tree;
  }

  function lintFrontMatter(file, source, data, knownKeys) {
    for (const key of Object.keys(data)) {
      if (knownKeys.includes(key)) continue;
      const nearest = [...knownKeys].sort((a, b) => leven(a, key) - leven(b, key))[0];
      report(file, frontMatterLine(source, key), 1, `unknown front matter key "${key}" (did you mean "${nearest}"?)`);
    }
    // The description is the meta description: search results and link previews show it as typed.
    if (typeof data.description === 'string' && data.description.includes('`'))
      report(
        file,
        frontMatterLine(source, 'description'),
        1,
        'description is shown as typed: write it without backticks',
      );
  }

  function lintDoc(file, area) {
    const source = fs.readFileSync(file, 'utf8');
    let parsed;
    try {
      parsed = matter(source);
    } catch (error) {
      report(file, (error.mark?.line ?? 0) + 2, 1, `invalid front matter: ${error.reason ?? error.message}`);
      return;
    }
    const {data, content} = parsed;
    const explained = lintText(file, source);
    const tree = lintTree(file, source, explained);
    if (isPartial(file)) return;
    lintFrontMatter(file, source, data, DOCS_KEYS);
    for (const key of ['title', 'description']) {
      if (typeof data[key] !== 'string' || !data[key].trim()) report(file, 1, 1, `front matter needs a "${key}"`);
    }
    if (typeof data.description === 'string' && data.description.length > 200)
      report(
        file,
        frontMatterLine(source, 'description'),
        1,
        'description is longer than one sentence (200 characters)',
      );
    if (data.sidebar_position !== undefined && !/(^|[\\/])index\.mdx?$/.test(file)) {
      const folder = path.dirname(file);
      positions.set(folder, [
        ...(positions.get(folder) ?? []),
        {position: data.sidebar_position, file, line: frontMatterLine(source, 'sidebar_position')},
      ]);
    }

    const relative = path.relative(path.join(root, area), file).split(path.sep).join('/');
    const isActionPage = area === 'docs' && relative.startsWith('docs/') && !relative.endsWith('index.mdx');
    if (isActionPage && tree) lintActionPage(file, source, data, content, tree);
    const isGuide = area === 'docs' && (relative.startsWith('how-to-') || relative.startsWith('tutorials/'));
    if (isGuide && !/^1\. /m.test(content)) report(file, 1, 1, 'guides and tutorials are numbered steps (a "1." list)');
    // Actions have their search keywords in the catalogue; a guide or tutorial has them here.
    if (isGuide && !(Array.isArray(data.keywords) && data.keywords.length >= 5))
      report(
        file,
        1,
        1,
        'a guide or tutorial needs "keywords": at least five things readers type to find it, in English and Portuguese',
      );
  }

  function lintActionPage(file, source, data, content, tree) {
    if (typeof data.action !== 'string')
      report(file, 1, 1, 'an action page names its catalogue id in front matter: action: browser.open');
    const headings = [];
    visit(tree, 'heading', (node) => {
      if (node.depth === 2)
        headings.push({
          text: source.slice(node.position.start.offset + 3, node.position.end.offset).trim(),
          line: node.position.start.line,
        });
    });
    const titles = headings.map((h) => h.text);
    const missing = ACTION_SECTIONS.filter((s) => !titles.includes(s));
    if (missing.length)
      report(file, 1, 1, `missing sections: ${missing.join(', ')} (in this order: ${ACTION_SECTIONS.join(', ')})`);
    const order = headings.filter((h) => ACTION_SECTIONS.includes(h.text));
    const misplaced = order.find((h, i) => missing.length === 0 && h.text !== ACTION_SECTIONS[i]);
    if (misplaced) report(file, misplaced.line, 1, `sections out of order: ${order.map((h) => h.text).join(', ')}`);
    for (const component of ['ActionSummary', 'Inputs', 'Outputs', 'Errors']) {
      if (!new RegExp(`<${component} action=\\{action\\} />`).test(content))
        report(file, 1, 1, `renders <${component} action={action} /> from the catalogue`);
    }
    const table = /^\|.*\b(Required|Code)\b.*\|$/m.exec(source);
    if (table) {
      const {line, column} = positionAt(source, table.index);
      report(file, line, column, 'a hand-written inputs or errors table: render it from the catalogue');
    }
    const words = proseWords(content);
    if (words < 200) report(file, 1, 1, `only ${words} words of prose (at least 200 besides the tables)`);
  }

  function lintBlogPost(file) {
    const source = fs.readFileSync(file, 'utf8');
    const {data, content} = matter(source);
    if (!/^\d{4}-\d{2}-\d{2}-/.test(path.basename(file)))
      report(file, 1, 1, 'blog post file names start with the date: YYYY-MM-DD-slug.mdx');
    lintFrontMatter(file, source, data, BLOG_KEYS);
    if (!data.title) report(file, 1, 1, 'front matter needs a "title"');
    if (!data.authors) report(file, 1, 1, 'front matter needs "authors" from blog/authors.yml');
    if (!Array.isArray(data.tags) || data.tags.length === 0)
      report(file, 1, 1, 'front matter needs "tags" from blog/tags.yml');
    if (!content.includes('{/* truncate */}'))
      report(file, 1, 1, 'needs a {/* truncate */} marker after the first paragraph');
    lintTree(file, source, lintText(file, source));
  }

  let count = 0;
  for (const area of ['docs', 'api']) {
    for (const file of walk(path.join(root, area), /\.mdx?$/)) {
      lintDoc(file, area);
      count += 1;
    }
    // A folder's position among its siblings comes from its _category_.json.
    for (const file of walk(path.join(root, area), /^_category_\.json$/)) {
      const source = fs.readFileSync(file, 'utf8');
      const {position} = JSON.parse(source);
      if (position === undefined) continue;
      const folder = path.dirname(path.dirname(file));
      const line = source.split('\n').findIndex((l) => l.includes('"position"')) + 1;
      positions.set(folder, [...(positions.get(folder) ?? []), {position, file, line}]);
    }
  }
  for (const file of walk(path.join(root, 'blog'), /\.mdx?$/)) {
    lintBlogPost(file);
    count += 1;
  }
  for (const file of walk(path.join(root, 'src', 'catalogue'), /\.ts$/)) {
    const source = fs.readFileSync(file, 'utf8');
    lintText(file, source);
    // The catalogue's strings are the pages' tables and summaries. Search keywords are
    // what readers type, British spellings included, so they stay as they are.
    if (!file.split(path.sep).includes('keywords')) lintSpelling(file, source, stringsOf(file, source));
  }
  // The blog's tag pages and author cards show these YAML values as prose.
  for (const name of ['tags.yml', 'authors.yml']) {
    const file = path.join(root, 'blog', name);
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    const text = source
      .split('\n')
      .map((line) => {
        const value = /^(\s*(?:label|description|title|name):)(.*)$/.exec(line);
        return value ? ' '.repeat(value[1].length) + value[2] : line.replace(/[^\n]/g, ' ');
      })
      .join('\n');
    lintSpelling(file, source, text);
  }
  for (const siblings of positions.values()) {
    for (const [index, entry] of siblings.entries()) {
      const first = siblings.find((other) => other.position === entry.position);
      if (first !== siblings[index])
        report(
          entry.file,
          entry.line,
          1,
          `position ${entry.position} is taken by its sibling ${path.relative(root, first.file).split(path.sep).join('/')}: give each page and folder of a folder its own`,
        );
    }
  }

  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return {problems, count};
}

/**
 * Prose words: the text without front matter, imports/exports, MDX comments,
 * JSX tags, code blocks and Markdown tables (a hand-written table is not prose,
 * like the catalogue's tables the page renders).
 */
function proseWords(body) {
  const text = body
    .replace(/```[\s\S]*?```/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/^\s*\|.*\|\s*$/gm, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/<[A-Z][\s\S]*?\/>/g, '')
    .replace(/^#+ .*$/gm, '');
  return text.split(/\s+/).filter((w) => /[a-zA-Z]/.test(w)).length;
}

export const formatProblem = ({file, line, column, message}) => `${file}:${line}:${column}: ${message}`;

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const rootFlag = process.argv.indexOf('--root');
  const root = rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1]) : path.resolve(import.meta.dirname, '..');
  const {problems, count} = lintSite(root);
  if (problems.length) {
    console.error(problems.map(formatProblem).join('\n'));
    console.error(`\nContent lint: ${problems.length} problem(s) in ${count} files.`);
    process.exit(1);
  }
  console.log(`Content lint: ${count} files, no problems.`);
}
