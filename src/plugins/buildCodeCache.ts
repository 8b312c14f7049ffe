/**
 * Rspack's persistent cache is dropped when a build dependency changes.
 * Docusaurus lists its own files and the site config, but the config loads
 * our plugins through src/typescript.cjs, a require Rspack cannot follow, and
 * names our loaders only as paths: an edited remark plugin or loader went on
 * serving pages it had compiled before (a diagram's new attribute never
 * showed) until `npm run clear`. This plugin lists every file of src/plugins
 * and the TypeScript loader as build dependencies.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const CODE = /\.(ts|cjs|mjs|js)$/;

/** Every file of the site's build-time code, by absolute path. */
export function buildCodeFiles(pluginsDir = __dirname): string[] {
  const files = fs.readdirSync(pluginsDir, {recursive: true, encoding: 'utf8'}).filter((file) => CODE.test(file));
  return [...files.map((file) => path.join(pluginsDir, file)), path.join(pluginsDir, '..', 'typescript.cjs')].sort();
}

/** The configureWebpack part that makes `files` build dependencies, when the persistent cache is on. */
export function cacheDependencies(config: {experiments?: object}, files: string[]) {
  // Rspack's option; webpack's types do not name it.
  const persistent = (config.experiments as {cache?: unknown} | undefined)?.cache;
  return persistent ? {experiments: {cache: {buildDependencies: files}}} : {};
}

export default function buildCodeCache(): Plugin {
  return {
    name: 'build-code-cache',
    configureWebpack: (config) => cacheDependencies(config, buildCodeFiles()),
  };
}
