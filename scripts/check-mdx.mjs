#!/usr/bin/env node
// Compiles MDX files the way Docusaurus parses them (MDX 3 + GFM), without a
// full site build: a fast syntax check for writers. Usage: node scripts/check-mdx.mjs FILE...
import fs from 'node:fs/promises';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';

let failed = 0;
for (const file of process.argv.slice(2)) {
  try {
    await compile(await fs.readFile(file, 'utf8'), {
      remarkPlugins: [remarkGfm, remarkFrontmatter, remarkDirective],
      format: 'mdx',
    });
  } catch (error) {
    failed += 1;
    console.error(`${file}: ${error.message}`);
  }
}
console.log(failed ? `${failed} file(s) failed` : 'all files compile');
process.exit(failed ? 1 : 0);
