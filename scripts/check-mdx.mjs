#!/usr/bin/env node
// Compiles MDX files the way Docusaurus parses them (MDX 3 + GFM), without a
// full site build, and checks their imports: a fast check for writers that
// names the file, the line and the import. Usage: node scripts/check-mdx.mjs FILE...
import fs from 'node:fs/promises';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import {importProblems, parseMdx} from './lint-content.mjs';

const root = path.resolve(import.meta.dirname, '..');
let failed = 0;
for (const file of process.argv.slice(2)) {
  const source = await fs.readFile(file, 'utf8');
  try {
    await compile(source, {remarkPlugins: [remarkGfm, remarkFrontmatter, remarkDirective], format: 'mdx'});
  } catch (error) {
    failed += 1;
    console.error(`${file}:${error.line ?? 1}:${error.column ?? 1}: ${error.reason ?? error.message}`);
    continue;
  }
  const problems = importProblems(root, path.resolve(file), parseMdx(source));
  for (const {line, column, message} of problems) console.error(`${file}:${line}:${column}: ${message}`);
  if (problems.length) failed += 1;
}
console.log(failed ? `${failed} file(s) failed` : 'all files compile');
process.exit(failed ? 1 : 0);
