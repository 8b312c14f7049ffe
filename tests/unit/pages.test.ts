/**
 * @jest-environment node
 */
// Pages and catalogue agree: every action page names a catalogue entry, shows
// its title and summary, and imports the entry its file path says; every
// action with a page has that page at its catalogue route.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {allActions} from '@site/src/catalogue';
import {plainText} from '@site/src/catalogue/plainText';

const docsRoot = path.join(__dirname, '..', '..', 'docs');

function actionPages(dir = path.join(docsRoot, 'docs')): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return actionPages(full);
    return /\.mdx$/.test(entry.name) && entry.name !== 'index.mdx' && !entry.name.startsWith('_') ? [full] : [];
  });
}

const pages = actionPages();

describe.each(pages.map((file) => [path.relative(docsRoot, file), file]))('%s', (_, file) => {
  const {data, content} = matter(fs.readFileSync(file, 'utf8'));
  const route =
    '/' +
    path
      .relative(docsRoot, file)
      .replace(/\.mdx$/, '')
      .split(path.sep)
      .join('/');
  const action = allActions.find((a) => a.docsRoute === route);

  it('is the page of a catalogue entry, named in its front matter', () => {
    expect(action).toBeDefined();
    expect(data.action).toBe(action!.id);
  });

  it('shows the catalogue title and summary', () => {
    expect(data.title).toBe(action!.title);
    // The description is the meta description, where code marks would show as typed.
    expect(data.description).toBe(plainText(action!.summary));
  });

  it('renders the entry its path names', () => {
    const [group] = action!.id.split('.');
    expect(content).toContain(`import ${group} from '@site/src/catalogue/actions/${group}';`);
    expect(content).toContain(`export const action = ${group}['${action!.key}'];`);
  });

  it('heads its troubleshooting with exact error messages of the action', () => {
    const section = content.split(/^## Troubleshooting$/m)[1]?.split(/^## /m)[0] ?? '';
    const headings = [...section.matchAll(/^### (.+)$/gm)].map((m) => m[1].trim());
    const messages = action!.errors.map((e) => e.message);
    for (const heading of headings) expect(messages).toContain(heading);
  });
});

it('finds the action pages written so far', () => {
  const written = allActions.filter((a) => a.docsRoute && fs.existsSync(path.join(docsRoot, `${a.docsRoute}.mdx`)));
  expect(written).toHaveLength(pages.length);
});
