#!/usr/bin/env node
// Prints how complete build/actions.json is (issue 14, item 7): actions
// without minClient, inputs without a Studio label, measured Number inputs
// without a unit. Usage, after a build: node scripts/measure-catalogue.mjs [path]
import fs from 'node:fs';
import loadTypeScript from '../src/typescript.cjs';

const load = loadTypeScript(import.meta.filename);
const {catalogueGaps} = load('../src/catalogue/completeness.ts');

const file = process.argv[2] ?? 'build/actions.json';
const gaps = catalogueGaps(JSON.parse(fs.readFileSync(file, 'utf8')));
console.log(`${file}: ${gaps.actions} actions`);
console.log(`  without minClient:             ${gaps.withoutMinClient.length}`);
console.log(`  inputs without a label:        ${gaps.withoutLabel.length}`);
console.log(`  measured Numbers without unit: ${gaps.withoutUnit.length}`);
for (const name of gaps.withoutUnit) console.log(`    ${name}`);
