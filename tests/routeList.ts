// The project's copy of the site map (tests/routes.txt), parsed.
import fs from 'node:fs';
import path from 'node:path';

export const routes: string[] = fs
  .readFileSync(path.join(__dirname, '..', 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));
