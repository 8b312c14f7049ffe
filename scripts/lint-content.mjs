#!/usr/bin/env node
// Content lint: front matter, the sections each kind of page needs, and the
// mistakes that break or degrade MDX 3 pages. Prints every problem with its
// file and exits non-zero if there is any. Usage: npm run lint:content
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

const root = path.resolve(import.meta.dirname, '..');
const problems = [];
const report = (file, message) => problems.push(`${path.relative(root, file)}: ${message}`);

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.mdx?$/.test(entry.name)) yield full;
  }
}

const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/i;
const ACTION_SECTIONS = ['Example', 'Inputs', 'Outputs', 'Errors', 'How it works', 'Troubleshooting', 'Related'];

/** Prose words: the text without front matter, imports/exports, JSX tags and code blocks. */
function proseWords(body) {
  const text = body
    .replace(/```[\s\S]*?```/g, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/<[A-Z][\s\S]*?\/>/g, '')
    .replace(/^#+ .*$/gm, '');
  return text.split(/\s+/).filter((w) => /[a-zA-Z]/.test(w)).length;
}

function lintCommon(file, body, data) {
  if (PLACEHOLDER.test(body) || PLACEHOLDER.test(JSON.stringify(data)))
    report(file, `placeholder text: "${(body.match(PLACEHOLDER) ?? JSON.stringify(data).match(PLACEHOLDER))[0]}"`);
  if (body.includes('✍️')) report(file, 'unfinished skeleton text (lines starting with ✍️ from npm run new-action)');
  if (body.includes('<!--')) report(file, 'HTML comment: MDX 3 needs {/* ... */}');
  if (/^:::(note|tip|info|warning|danger|caution) +\S/m.test(body))
    report(file, 'admonition title needs brackets: :::tip[Title]');
  if (/^#{1,6} .*\{#[\w-]+\}\s*$/m.test(body)) report(file, '{#id} heading ids are MDX 1 syntax');
  if (/^# /m.test(body.replace(/```[\s\S]*?```/g, '')))
    report(file, 'a level-1 heading in the body: the title is the h1');
  const levels = [...body.replace(/```[\s\S]*?```/g, '').matchAll(/^(#{2,6}) /gm)].map((m) => m[1].length);
  let previous = 1;
  for (const level of levels) {
    if (level > previous + 1) report(file, `heading level skips from h${previous} to h${level}`);
    previous = level;
  }
}

function lintDoc(file, area) {
  const source = fs.readFileSync(file, 'utf8');
  let parsed;
  try {
    parsed = matter(source);
  } catch (error) {
    report(file, `invalid front matter: ${error.message}`);
    return;
  }
  const {data, content} = parsed;
  if (path.basename(file).startsWith('_')) return lintCommon(file, content, data); // partials
  for (const key of ['title', 'description']) {
    if (typeof data[key] !== 'string' || !data[key].trim()) report(file, `front matter needs a "${key}"`);
  }
  if (typeof data.description === 'string' && data.description.length > 200)
    report(file, 'description is longer than one sentence (200 characters)');
  lintCommon(file, content, data);

  const relative = path.relative(path.join(root, area), file).split(path.sep).join('/');
  const isActionPage = area === 'docs' && relative.startsWith('docs/') && !relative.endsWith('index.mdx');
  if (isActionPage) {
    if (typeof data.action !== 'string')
      report(file, 'an action page names its catalogue id in front matter: action: browser.open');
    const headings = [...content.matchAll(/^## (.+)$/gm)].map((m) => m[1].trim());
    const missing = ACTION_SECTIONS.filter((s) => !headings.includes(s));
    if (missing.length) report(file, `missing sections: ${missing.join(', ')}`);
    const order = headings.filter((h) => ACTION_SECTIONS.includes(h));
    if (missing.length === 0 && order.join() !== ACTION_SECTIONS.join())
      report(file, `sections out of order: ${order.join(', ')}`);
    for (const component of ['ActionSummary', 'Inputs', 'Outputs', 'Errors']) {
      if (!new RegExp(`<${component} action=\\{action\\} />`).test(content))
        report(file, `renders <${component} action={action} /> from the catalogue`);
    }
    if (/^\|.*\b(Required|Code)\b.*\|$/m.test(content))
      report(file, 'a hand-written inputs or errors table: render it from the catalogue');
    const words = proseWords(content);
    if (words < 200) report(file, `only ${words} words of prose (at least 200 besides the tables)`);
  }
  const isGuide = area === 'docs' && (relative.startsWith('how-to-') || relative.startsWith('tutorials/'));
  if (isGuide && !/^1\. /m.test(content)) report(file, 'guides and tutorials are numbered steps (a "1." list)');
}

function lintBlogPost(file) {
  const {data, content} = matter(fs.readFileSync(file, 'utf8'));
  if (!/^\d{4}-\d{2}-\d{2}-/.test(path.basename(file)))
    report(file, 'blog post file names start with the date: YYYY-MM-DD-slug.mdx');
  if (!data.title) report(file, 'front matter needs a "title"');
  if (!data.authors) report(file, 'front matter needs "authors" from blog/authors.yml');
  if (!Array.isArray(data.tags) || data.tags.length === 0) report(file, 'front matter needs "tags" from blog/tags.yml');
  if (!content.includes('{/* truncate */}')) report(file, 'needs a {/* truncate */} marker after the first paragraph');
  lintCommon(file, content, data);
}

let count = 0;
for (const area of ['docs', 'api']) {
  for (const file of walk(path.join(root, area))) {
    lintDoc(file, area);
    count += 1;
  }
}
for (const file of walk(path.join(root, 'blog'))) {
  lintBlogPost(file);
  count += 1;
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\nContent lint: ${problems.length} problem(s) in ${count} files.`);
  process.exit(1);
}
console.log(`Content lint: ${count} files, no problems.`);
