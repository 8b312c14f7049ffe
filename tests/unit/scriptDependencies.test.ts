/**
 * @jest-environment node
 */
// Every package a script imports is declared in package.json, so a clean
// install never leaves a script depending on what another package happens to bring.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const declared = new Set(Object.keys({...manifest.dependencies, ...manifest.devDependencies}));

const scripts = fs.readdirSync(path.join(root, 'scripts')).filter((file) => file.endsWith('.mjs'));

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe.each(scripts)('scripts/%s', (file) => {
  const source = fs.readFileSync(path.join(root, 'scripts', file), 'utf8');
  const imported = [...source.matchAll(/(?:^import [^'"]*|\bimport\(|\brequire\()\s*['"]([^'"]+)['"]/gm)]
    .map(([, specifier]) => specifier)
    // @site/ is the project itself (the pages new-action writes import it).
    .filter((specifier) => !/^(\.|node:|@site\/)/.test(specifier));

  it('declares every package it imports', () => {
    expect(imported.map(packageName).filter((name) => !declared.has(name))).toEqual([]);
  });
});
