#!/usr/bin/env node
// Adds an action to the site in one command.
// Usage: npm run new-action -- browser.wait-for-text [--version v2_0_0]
//
// For an id the catalogue does not have yet, it writes the entry's skeleton in
// src/catalogue/actions/<group>.ts, its search keywords, its entry on the API
// module page, then the docs page (as below). For an id the catalogue has, it
// writes the docs page skeleton at the path its route requires, with the front
// matter and the catalogue components in place.
// Every part left to write is marked ✍️: `npm run lint:content` lists each one
// (file:line) until it is written, while the type check, the tests and the
// build already pass, so the page can be previewed with `npm start`.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import loadTypeScript from '../src/typescript.cjs';
import prettier from 'prettier';
import {UNFINISHED as TODO} from './lint-content.mjs';

const root = path.resolve(import.meta.dirname, '..');
const relative = (file) => path.relative(root, file).split(path.sep).join('/');
const [id, flag, versionArg] = process.argv.slice(2);
if (!id || (flag && flag !== '--version')) {
  console.error('Usage: npm run new-action -- <group>.<name> [--version vX_Y_Z]');
  process.exit(2);
}

// The catalogue's TypeScript, loaded as the config loads it.
const load = loadTypeScript(import.meta.filename);
const {allActions} = load(path.join(root, 'src/catalogue/index.ts'));
const {plainText} = load(path.join(root, 'src/catalogue/plainText.ts'));
const matches = allActions.filter((a) => a.id === id);
if (matches.length === 0) {
  if (versionArg) {
    console.error(`No catalogue entry "${id}": a new action starts at v1_0_0, without --version.`);
    process.exit(1);
  }
  await addToCatalogue();
  // The docs page is then written as for any catalogue entry, from the catalogue as it now is.
  const page = spawnSync(process.execPath, [import.meta.filename, id], {stdio: 'inherit'});
  process.exit(page.status ?? 1);
}
writePage();

/** Writes the catalogue entry, its keywords and its API entry; every file is checked before any is written. */
async function addToCatalogue() {
  const {apiModuleOf, apiModuleRoute, DOCS_GROUPS} = load(path.join(root, 'src/catalogue/modules.ts'));
  const {apiHeading} = load(path.join(root, 'src/catalogue/slug.ts'));
  const fail = (message) => {
    console.error(message);
    process.exit(1);
  };
  if (!/^[a-zA-Z]+(\.[a-zA-Z][a-zA-Z0-9_-]*)+$/.test(id))
    fail(`"${id}" is not an action id: <group>.<name>, such as browser.wait-for-text or database.mysql.query.`);
  const [group, ...rest] = id.split('.');
  const groupFile = path.join(root, 'src/catalogue/actions', `${group}.ts`);
  const keywordsFile = path.join(root, 'src/catalogue/keywords', `${group}.ts`);
  if (!fs.existsSync(groupFile)) fail(`There is no group "${group}" (src/catalogue/actions/${group}.ts).`);
  let module;
  try {
    module = apiModuleOf(id);
  } catch (error) {
    fail(error.message);
  }
  const apiRoute = apiModuleRoute(module);
  const apiFile = [
    `api/${apiRoute.replace(/^\/api\/?/, '')}.mdx`,
    `api/${apiRoute.replace(/^\/api\/?/, '')}/index.mdx`,
    'api/intro.mdx',
  ]
    .map((file) => path.join(root, file.replace('/.mdx', '/index.mdx')))
    .find((file) => fs.existsSync(file));
  const hasDocs = DOCS_GROUPS.some((g) => g.id === group);

  // Entry skeleton: valid for the schema (so the build and the tests pass), unfinished for the lint.
  const name = rest[rest.length - 1];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  const title = words.charAt(0).toUpperCase() + words.slice(1);
  const groupSource = fs.readFileSync(groupFile, 'utf8');
  const prefixes = [...groupSource.matchAll(/code: '([A-Z0-9]+)_/g)].map(([, prefix]) => prefix);
  const prefix =
    prefixes.sort((a, b) => prefixes.filter((p) => p === b).length - prefixes.filter((p) => p === a).length)[0] ??
    group.toUpperCase();
  const code = `${prefix}_${words.toUpperCase().replace(/ /g, '_')}_FAILED`;
  // Where the schema asks for the first Client version that runs the action, start from the newest one.
  const {actionSchema} = load(path.join(root, 'src/catalogue/schema.ts'));
  const newestClient = allActions
    .map((a) => a.minClient)
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b, 'en', {numeric: true}))
    .pop();
  const minClient =
    'minClient' in actionSchema.shape
      ? `\n    minClient: '${newestClient ?? '1.0'}', // ${TODO} The first Tucano Client version that runs it.`
      : '';
  const entry = `  {
    id: '${id}',
    title: '${title}', // ${TODO} The action's name as the Actions panel in Studio shows it (the page's title follows).
    summary: '${TODO} One sentence: what the action does, ending with a period.',${minClient}${hasDocs ? '' : '\n    docs: false,'}
    // ${TODO} Every field of the step panel, in the panel's order: {key, label, type, required, default, description, example}. Reuse this file's constants for shared fields.
    inputs: [],
    // ${TODO} The output variable, if the action writes one: {name, type, description}; else leave the list empty.
    outputs: [],
    // ${TODO} Every error the action can raise: reuse this file's shared errors, and give a new one a code with the ${prefix}_ prefix.
    errors: [
      {
        code: '${code}',
        message: '${TODO} The exact message the robot log shows, with [placeholders].',
        when: '${TODO} When it happens.',
        fix: '${TODO} What the reader does about it.',
      },
    ],
  },
`;
  const keywordHints = [
    'the task as a reader says it',
    'the task in other words',
    'another task it is used for',
    'a synonym of its main word',
    'a neighbouring term',
    'the task in Portuguese',
    'the task in Portuguese without accents',
    'a Portuguese synonym',
    'a misspelling readers make',
    'another misspelling readers make',
  ];
  const keywords = `  // ${TODO} 10 to 25 words readers search with (src/catalogue/keywords/README.md).
  '${id}': [
${keywordHints.map((hint) => `    '${TODO} ${hint}',`).join('\n')}
  ],
`;
  const versioned = false; // a new action starts at v1_0_0, its only version
  const apiEntry = `### ${apiHeading(id, 'v1_0_0', versioned)}\n\n<ApiAction action={${group}['${rest.join('/')}']} />\n`;

  const keywordsSource = fs.readFileSync(keywordsFile, 'utf8');
  const apiSource = fs.readFileSync(apiFile, 'utf8');
  const groupEnd = groupSource.lastIndexOf('\n]);');
  const keywordsEnd = keywordsSource.lastIndexOf('\n} satisfies Keywords;');
  const lastApiEntry = [...apiSource.matchAll(/^<ApiAction action=\{.*\} \/>\n/gm)].pop();
  if (groupEnd < 0) fail(`${relative(groupFile)} does not end with "]);": add the entry by hand.`);
  if (keywordsEnd < 0)
    fail(`${relative(keywordsFile)} does not end with "} satisfies Keywords;": add the keywords by hand.`);
  if (!lastApiEntry) fail(`${relative(apiFile)} has no <ApiAction> entry to add this one after: add it by hand.`);

  let api =
    apiSource.slice(0, lastApiEntry.index + lastApiEntry[0].length) +
    '\n' +
    apiEntry +
    apiSource.slice(lastApiEntry.index + lastApiEntry[0].length);
  const groupImport = `import ${group} from '@site/src/catalogue/actions/${group}';`;
  if (!api.includes(groupImport)) {
    const lastImport = [...api.matchAll(/^import .*;\n/gm)].pop();
    api =
      api.slice(0, lastImport.index + lastImport[0].length) +
      groupImport +
      '\n' +
      api.slice(lastImport.index + lastImport[0].length);
  }
  const files = [
    [groupFile, groupSource.slice(0, groupEnd + 1) + entry + groupSource.slice(groupEnd + 1)],
    [keywordsFile, keywordsSource.slice(0, keywordsEnd + 1) + keywords + keywordsSource.slice(keywordsEnd + 1)],
    [apiFile, api],
  ];
  for (const [file, text] of files) {
    // TypeScript as `npm run lint` wants it; MDX is left as written (see .prettierignore).
    const out = file.endsWith('.ts')
      ? await prettier.format(text, {...(await prettier.resolveConfig(file)), filepath: file})
      : text;
    fs.writeFileSync(file, out);
    console.log(`Wrote ${relative(file)}`);
  }
}

/** Today's flow: the docs page of a catalogue entry. */
function writePage() {
  const action = versionArg ? matches.find((a) => a.version === versionArg) : matches.find((a) => a.isLatest);
  if (!action || !action.docsRoute) {
    if (action && !versionArg && matches.length === 1 && !action.docs) return; // an API-only action: no docs page
    console.error(
      `"${id}" has no docs page at version ${versionArg ?? 'latest'} (versions: ${matches.map((a) => a.version).join(', ')}).`,
    );
    process.exit(1);
  }

  const file = path.join(root, 'docs', `${action.docsRoute}.mdx`);
  if (fs.existsSync(file)) {
    console.error(`${relative(file)} already exists.`);
    process.exit(1);
  }
  const group = action.group;
  const siblings = allActions.filter((a) => a.group === group && a.isLatest);
  const versioned = action.versions.length > 1;
  const position = freePosition(
    path.dirname(file),
    versioned ? action.versions.indexOf(action.version) + 1 : siblings.findIndex((a) => a === action) + 1,
  );
  const firstError = action.errors[0];
  // The step panel of the page's example: the required fields, those a choice requires only with its default.
  const {isUsed} = load(path.join(root, 'src/catalogue/usedWhen.ts'));
  const values = Object.fromEntries(
    action.inputs.filter((i) => i.required && isUsed(i, action, {}) !== false).map((i) => [i.key, i.example ?? '']),
  );
  const output = action.outputs[0] ? ` output="${action.outputs[0].name}"` : '';

  // JSON strings are valid YAML, so a summary with ": " cannot break the front matter.
  const yaml = (text) => (/[:#'"]/.test(text) ? JSON.stringify(text) : text);

  const page = `---
title: ${yaml(action.title)}
description: ${yaml(plainText(action.summary))}
action: ${action.id}
sidebar_position: ${position}${versioned ? `\nsidebar_label: ${yaml(`${action.title} ${action.version}`)}` : ''}
---

import {ActionSummary, Inputs, Outputs, Errors, StepPanel} from '@site/src/components/catalogue/ActionReference';
import ${group} from '@site/src/catalogue/actions/${group}';

export const action = ${group}['${action.key}'];

<ActionSummary action={action} />

## Example

${TODO} Describe a realistic scenario in one or two paragraphs, then the step as it is filled in:

<StepPanel action={action} values={${JSON.stringify(values)}}${output} />

${TODO} Say what the step does and what the output variable then holds.

## Inputs

<Inputs action={action} />

## Outputs

<Outputs action={action} />

## Errors

<Errors action={action} />

## How it works

${TODO} What the tables cannot say: waits, timeouts, platform differences, limits and their workarounds.

## Troubleshooting

### ${firstError.message}

${TODO} Causes in the reader's words, and the fix step by step.

## Related

- [API reference: \`${action.id}\`](${action.apiRoute})
`;

  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, page);
  console.log(
    `Wrote ${relative(file)}.\nWrite every part marked ${TODO}: npm run lint:content lists them (file:line) until they are done.`,
  );
}

/** The wanted sidebar_position, or the next one after its siblings' if a sibling already has it. */
function freePosition(folder, wanted) {
  if (!fs.existsSync(folder)) return wanted;
  const taken = fs.readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    const text = entry.isDirectory()
      ? fs.existsSync(path.join(full, '_category_.json')) && fs.readFileSync(path.join(full, '_category_.json'), 'utf8')
      : /\.mdx?$/.test(entry.name) && !entry.name.startsWith('index.') && fs.readFileSync(full, 'utf8');
    const found = text && text.match(/^\s*"?(?:sidebar_)?position"?: *(\d+)/m);
    return found ? [Number(found[1])] : [];
  });
  return taken.includes(wanted) ? Math.max(...taken) + 1 : wanted;
}
