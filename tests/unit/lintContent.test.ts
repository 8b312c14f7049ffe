/**
 * @jest-environment node
 */
// The content lint (scripts/lint-content.mjs), run as writers run it, on small
// sites written to a temporary folder: one with a mistake of each kind, one clean,
// and one for each check whose failing and passing cases take several files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';

const script = path.join(__dirname, '..', '..', 'scripts', 'lint-content.mjs');

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, {recursive: true, force: true})));

function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-content-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

function lint(root: string) {
  const run = spawnSync(process.execPath, [script, '--root', root], {encoding: 'utf8'});
  return {status: run.status, lines: run.stderr.split('\n').filter((line) => /^\S+:\d+:\d+: /.test(line))};
}

const page = (frontMatter: string, body: string) => `---\n${frontMatter.trim()}\n---\n\n${body.trim()}\n`;

const broken = site({
  'docs/index.mdx': page(
    'title: Home\ndescription: The entry page.',
    'Read [the guide](/guide-a), [its part](/guide-a#start), [a missing page](/nowhere#part),\n' +
      '[the file](./guide-a.mdx), [a missing file](./gone.mdx) and [a download](/files/report.pdf).\n' +
      'Sign in at https://studio.tucano.example.',
  ),
  'docs/guide-a.mdx': page(
    'title: Guide A\ndescription: A guide.\nsidebar_position: 2\nsidbar_label: A',
    '## Start\n\n#### Too deep',
  ),
  'docs/guide-b.mdx': page('title: Guide B\ndescription: Another `guide`.\nsidebar_position: 2', 'Text.'),
  'docs/imports.mdx': page(
    'title: Imports\ndescription: Imports.\nsidebar_position: 3',
    "import Missing from '@site/src/components/Missing';\nimport {Widgt} from '@site/src/components/Widget';\n\n" +
      '✍️ Describe the widget.',
  ),
  'docs/old-syntax.mdx': page(
    'title: Old syntax\ndescription: MDX 1 habits.\nsidebar_position: 4',
    ':::tip Remember\nTODO: finish.\n:::',
  ),
  'docs/docs/browser/open.mdx': page(
    'title: Open browser\ndescription: Opens a browser.\naction: browser.open',
    '## Example\n\nShort.',
  ),
  'blog/2026-01-02-news.mdx': page('title: News\nauthors: [ana]\ntags: [release]', 'No marker.'),
  'src/components/Widget.tsx': 'export function Widget() {\n  return null;\n}\n',
  'src/catalogue/actions/demo.ts': "export default {\n  title: 'Wait', // ✍️ The name as Studio shows it.\n};\n",
});

describe('the content lint, on a site with one mistake of each kind', () => {
  const {status, lines} = lint(broken);

  it('fails', () => expect(status).toBe(1));

  it.each([
    ['a link to a route no page serves', 'docs/index.mdx:6:57: link to /nowhere, a route no page serves'],
    ['a link to a file that does not exist', 'docs/index.mdx:7:28: link to ./gone.mdx: no such file'],
    [
      'a bare address, which the site does not link',
      'docs/index.mdx:8:12: bare address https://studio.tucano.example: the site does not link it',
    ],
    [
      'an unknown front matter key, with the nearest known one',
      'docs/guide-a.mdx:5:1: unknown front matter key "sidbar_label" (did you mean "sidebar_label"?)',
    ],
    ['a heading that skips a level', 'docs/guide-a.mdx:10:1: heading level skips from h2 to h4: use h3'],
    [
      'Markdown in a description, which search results show as typed',
      'docs/guide-b.mdx:3:1: description is shown as typed: write it without backticks',
    ],
    [
      'a sidebar_position a sibling already has',
      'docs/guide-b.mdx:4:1: position 2 is taken by its sibling docs/guide-a.mdx',
    ],
    [
      'an import that cannot be resolved',
      'docs/imports.mdx:7:1: import "@site/src/components/Missing" cannot be resolved',
    ],
    [
      'an import of a name the module does not export',
      'docs/imports.mdx:8:1: import "@site/src/components/Widget" has no export "Widgt" (did you mean "Widget"?)',
    ],
    ['unfinished skeleton text in a page', 'docs/imports.mdx:10:1: unfinished: Describe the widget.'],
    [
      'unfinished skeleton text in the catalogue',
      'src/catalogue/actions/demo.ts:2:21: unfinished: The name as Studio shows it.',
    ],
    ['an admonition title without brackets', 'docs/old-syntax.mdx:7:1: admonition title needs brackets'],
    ['placeholder text', 'docs/old-syntax.mdx:8:1: placeholder text: "TODO"'],
    ['an action page without its sections', 'docs/docs/browser/open.mdx:1:1: missing sections: Inputs, Outputs'],
    [
      'an action page without the catalogue tables',
      'docs/docs/browser/open.mdx:1:1: renders <Inputs action={action} />',
    ],
    ['a blog post without its truncate marker', 'blog/2026-01-02-news.mdx:1:1: needs a {/* truncate */} marker'],
    [
      'a URL-path link to a page of its own area, with the file to link instead',
      'docs/index.mdx:6:6: link to /guide-a inside the docs area: link the file, ./guide-a.mdx, which the build checks',
    ],
    [
      'the same with an anchor, which the file path keeps',
      'docs/index.mdx:6:29: link to /guide-a inside the docs area: link the file, ./guide-a.mdx#start,',
    ],
  ])('reports %s at file:line:column', (_, expected) => {
    expect(lines.filter((line) => line.startsWith(expected))).toHaveLength(1);
  });

  it('reports nothing else (the action page has its seven other problems): file links and static files pass', () => {
    expect(lines).toHaveLength(22);
  });
});

describe('the content lint, on a clean site', () => {
  it('passes', () => {
    const clean = site({
      'docs/index.mdx': page(
        'title: Home\ndescription: The entry page.',
        'Read [the guide](./guide.mdx#start), sign in at [Studio](https://studio.tucano.example)\n' +
          'and point the Client at `https://studio.tucano.example`.',
      ),
      'docs/guide.mdx': page('title: Guide\ndescription: A guide.\nsidebar_position: 1', '## Start\n\n### Detail'),
    });
    expect(lint(clean)).toEqual({status: 0, lines: []});
  });
});

describe('the content lint, on URL-path links inside one area and between areas', () => {
  // The docs area, the API area and the blog are three Docusaurus plugins, and a
  // plugin resolves a file-path link only to its own files.
  const post = (title: string, body: string) =>
    page(`title: ${title}\nauthors: [ana]\ntags: [release]`, `First paragraph.\n\n{/* truncate */}\n\n${body}`);
  const {status, lines} = lint(
    site({
      'docs/index.mdx': page(
        'title: Home\ndescription: The entry page.',
        'See [the guide](/guide#start), the [API](/api/modules#browseropen), [the news](/blog/2026/01/02/news)\n' +
          'and [all posts](/blog).',
      ),
      'docs/guide.mdx': page('title: Guide\ndescription: A guide.\nsidebar_position: 1', '## Start\n\nBack [home](/).'),
      'api/modules.mdx': page(
        'title: Modules\ndescription: The modules.',
        'Read [the other module](/api/other) or [the guide](/guide).',
      ),
      'api/other.mdx': page('title: Other\ndescription: Another module.', 'Back to [the modules](./modules.mdx).'),
      'blog/2026-01-01-older.mdx': post('Older', 'Nothing else.'),
      'blog/2026-01-02-news.mdx': post(
        'News',
        'See [the older post](/blog/2026/01/01/older), [every post](/blog), [the guide](/guide) and\n' +
          '[the modules](/api/modules).',
      ),
    }),
  );

  it('fails', () => expect(status).toBe(1));

  it.each([
    [
      'from the docs area to a docs page',
      'docs/index.mdx:6:5: link to /guide inside the docs area: link the file, ./guide.mdx#start,',
    ],
    [
      'to the home page, which is a docs page',
      'docs/guide.mdx:9:6: link to / inside the docs area: link the file, ./index.mdx,',
    ],
    ['inside the API area', 'api/modules.mdx:6:6: link to /api/other inside the API area: link the file, ./other.mdx,'],
    [
      'between blog posts',
      'blog/2026-01-02-news.mdx:11:5: link to /blog/2026/01/01/older inside the blog: link the file, ./2026-01-01-older.mdx,',
    ],
  ])('reports a link %s, with the file path to write instead', (_, expected) => {
    expect(lines.filter((line) => line.startsWith(expected))).toHaveLength(1);
  });

  it('passes links to another area and to pages no file serves (the blog list)', () => {
    expect(lines).toHaveLength(4);
  });
});

describe('the content lint, on the search keywords of guides and tutorials', () => {
  const steps = '1. Open Studio.\n2. Select **New robot**.';
  const {status, lines} = lint(
    site({
      'docs/index.mdx': page('title: Home\ndescription: The entry page.', 'Welcome.'),
      'docs/how-to-a.mdx': page('title: Guide A\ndescription: A guide.\nsidebar_position: 1', steps),
      'docs/tutorials/b.mdx': page(
        "title: Tutorial B\ndescription: A tutorial.\nsidebar_position: 1\nkeywords: ['robot', 'robô']",
        steps,
      ),
      'docs/tutorials/c.mdx': page(
        "title: Tutorial C\ndescription: A tutorial.\nsidebar_position: 2\nkeywords: ['new robot', 'first robot', 'criar robô', 'novo robô', 'primeiro robô']",
        steps,
      ),
    }),
  );

  it('fails', () => expect(status).toBe(1));

  it('reports a guide without keywords and a tutorial with too few, not the one with five', () => {
    const message = ': a guide or tutorial needs "keywords": at least five things readers type to find it';
    expect(lines.filter((line) => line.includes(message)).map((line) => line.split(':')[0])).toEqual([
      'docs/how-to-a.mdx',
      'docs/tutorials/b.mdx',
    ]);
    expect(lines).toHaveLength(2);
  });
});

describe('the content lint, on British spellings', () => {
  const {status, lines} = lint(
    site({
      'docs/guide.mdx': page(
        'title: Colour settings\ndescription: How the icon shows the sign-in.\nsidebar_position: 1',
        "The icon is grey until you sign in, and the form's behaviour changes with it.\n\n" +
          'First tick **Allow Trusted Locations**; the other box stays unticked.\n\n' +
          '`colour`, [the page](./guide.mdx#behaviour), {/* grey */} <Tip label="grey">Text</Tip>, <code>colour</code>,\n' +
          'a clock that ticks, two analyses, the tick mark, and Todos os e-mails pass.\n\n' +
          '```text\ncolour\n```',
      ),
      'blog/tags.yml':
        'release:\n  label: Release notes\n  permalink: /organised\n  description: Releases, organised by date.\n',
      'src/catalogue/actions/demo.ts':
        "// The summary is organised as one sentence.\nexport default {summary: 'Keeps background colours.'};\n",
      'src/catalogue/keywords/demo.ts': "export default ['tick box', 'colour'];\n",
    }),
  );

  it('fails', () => expect(status).toBe(1));

  it.each([
    ['in a front matter title, which readers see', 'docs/guide.mdx:2:8: British English "Colour": write "Color"'],
    ['in a paragraph', 'docs/guide.mdx:7:13: British English "grey": write "gray"'],
    ['a second one on the same line', 'docs/guide.mdx:7:52: British English "behaviour": write "behavior"'],
    ['"tick" as a check box verb', 'docs/guide.mdx:9:7: British English "tick": write "check"'],
    ['"unticked"', 'docs/guide.mdx:9:61: British English "unticked": write "unchecked"'],
    ['in a blog tag description', 'blog/tags.yml:4:26: British English "organised": write "organized"'],
    ['in a catalogue string', 'src/catalogue/actions/demo.ts:2:44: British English "colours": write "colors"'],
  ])('reports a British word %s, with its American form', (_, expected) => {
    expect(lines.filter((line) => line.startsWith(expected))).toHaveLength(1);
  });

  it('passes code, link targets, comments, JSX attributes, other senses of tick, Portuguese and search keywords', () => {
    expect(lines).toHaveLength(7);
  });
});

describe('the content lint, counting the prose of an action page', () => {
  const words = (count: number) => Array.from({length: count}, (_, i) => `word${i}`).join(' ');
  const actionPage = (exampleWords: number) =>
    page(
      'title: Demo\ndescription: A demo action.\naction: demo.run',
      `<ActionSummary action={action} />\n\n## Example\n\n${words(exampleWords)}\n\n` +
        '## Inputs\n\n<Inputs action={action} />\n\n## Outputs\n\n<Outputs action={action} />\n\n' +
        '## Errors\n\n<Errors action={action} />\n\n## How it works\n\n| Setting | Meaning |\n| --- | --- |\n' +
        `| ${words(50)} | ${words(50)} |\n\n{/* ${words(100)} */}\n\n## Troubleshooting\n\nNothing.\n\n## Related\n\nNothing.`,
    );

  it('leaves out Markdown tables and MDX comments', () => {
    const {lines} = lint(site({'docs/docs/demo/short.mdx': actionPage(150)}));
    expect(lines).toEqual(['docs/docs/demo/short.mdx:1:1: only 152 words of prose (at least 200 besides the tables)']);
  });

  it('passes a page with 200 words of prose besides them', () => {
    expect(lint(site({'docs/docs/demo/long.mdx': actionPage(200)}))).toEqual({status: 0, lines: []});
  });
});

describe('check-mdx, the one-file check', () => {
  it('names the file, the line and the import that would break the build', () => {
    const root = site({
      'page.mdx': page(
        'title: Page',
        "import {Inputz} from '@site/src/components/catalogue/ActionReference';\nimport Nope from './nope.mdx';\n\nText.",
      ),
    });
    const file = path.join(root, 'page.mdx');
    const run = spawnSync(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'check-mdx.mjs'), file], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      `${file}:5:1: import "@site/src/components/catalogue/ActionReference" has no export "Inputz" (did you mean "Inputs"?)`,
      `${file}:6:1: import "./nope.mdx" cannot be resolved: check the path (@site/ is the project root)`,
    ]);
  });
});
