// The project's copy of the site map (tests/routes.txt), parsed: the one
// parser the unit tests and the end-to-end tests share.
import fs from 'node:fs';
import path from 'node:path';

export const routes: string[] = fs
  .readFileSync(path.join(__dirname, 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));
