// The project's pages and sources, for tests that read every one of them.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.join(__dirname, '..', '..');

/** Every .md, .mdx, .ts and .tsx file under `dir` (relative to the project), as relative paths. */
export function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(relative);
    return /\.(mdx?|tsx?)$/.test(entry.name) ? [relative] : [];
  });
}
