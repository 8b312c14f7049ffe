#!/usr/bin/env node
// Writes the skeleton of an action page from its catalogue entry, at the path
// its route requires, with the front matter and catalogue components in place.
// Usage: npm run new-action -- browser.fill-field [--version v2_0_0]
// Lines starting with ✍️ are instructions to replace; the content lint refuses them.
import fs from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';

const root = path.resolve(import.meta.dirname, '..');
const [id, flag, versionArg] = process.argv.slice(2);
if (!id || (flag && flag !== '--version')) {
  console.error('Usage: npm run new-action -- <action id> [--version vX_Y_Z]');
  process.exit(2);
}

// jiti (also what Docusaurus loads its TypeScript config with) reads the catalogue's TypeScript.
const {allActions} = createJiti(import.meta.filename)(path.join(root, 'src/catalogue/index.ts'));
const matches = allActions.filter((a) => a.id === id);
if (matches.length === 0) {
  console.error(`No catalogue entry "${id}". Add it to src/catalogue/actions/${id.split('.')[0]}.ts first.`);
  process.exit(1);
}
const action = versionArg ? matches.find((a) => a.version === versionArg) : matches.find((a) => a.isLatest);
if (!action || !action.docsRoute) {
  console.error(
    `"${id}" has no docs page at version ${versionArg ?? 'latest'} (versions: ${matches.map((a) => a.version).join(', ')}).`,
  );
  process.exit(1);
}

const file = path.join(root, 'docs', `${action.docsRoute}.mdx`);
if (fs.existsSync(file)) {
  console.error(`${path.relative(root, file)} already exists.`);
  process.exit(1);
}
const group = action.group;
const siblings = allActions.filter((a) => a.group === group && a.isLatest);
const position = siblings.findIndex((a) => a === action) + 1;
const versioned = action.versions.length > 1;
const firstError = action.errors[0];
const values = Object.fromEntries(action.inputs.filter((i) => i.required).map((i) => [i.key, i.example ?? '']));
const output = action.outputs[0] ? ` output="${action.outputs[0].name}"` : '';

// JSON strings are valid YAML, so a summary with ": " cannot break the front matter.
const yaml = (text) => (/[:#'"]/.test(text) ? JSON.stringify(text) : text);

const page = `---
title: ${yaml(action.title)}
description: ${yaml(action.summary)}
action: ${action.id}
sidebar_position: ${versioned ? action.versions.indexOf(action.version) + 1 : position}${versioned ? `\nsidebar_label: ${yaml(`${action.title} ${action.version}`)}` : ''}
---

import {ActionSummary, Inputs, Outputs, Errors, StepPanel} from '@site/src/components/catalogue/ActionReference';
import ${group} from '@site/src/catalogue/actions/${group}';

export const action = ${group}['${action.key}'];

<ActionSummary action={action} />

## Example

✍️ Describe a realistic scenario in one or two paragraphs, then the step as it is filled in:

<StepPanel action={action} values={${JSON.stringify(values)}}${output} />

✍️ Say what the step does and what the output variable then holds.

## Inputs

<Inputs action={action} />

## Outputs

<Outputs action={action} />

## Errors

<Errors action={action} />

## How it works

✍️ What the tables cannot say: waits, timeouts, platform differences, limits and their workarounds.

## Troubleshooting

### ${firstError.message}

✍️ Causes in the reader's words, and the fix step by step.

## Related

- [API reference: \`${action.id}\`](${action.apiRoute})
`;

fs.mkdirSync(path.dirname(file), {recursive: true});
fs.writeFileSync(file, page);
console.log(
  `Wrote ${path.relative(root, file)}. Replace the prose of Example, How it works, Troubleshooting and Related; npm run lint:content checks the page.`,
);
