/**
 * Rspack's persistent cache is dropped when a build dependency changes:
 * Docusaurus lists its own files and the site config, which names our bundler
 * loaders only as paths, so an edited loader would go on compiling from
 * stale cache until `npm run clear`. A plugin that adds loaders lists them
 * here too.
 */
/** The configureWebpack part that makes `loaders` build dependencies, when the persistent cache is on. */
export function loaderCacheDependencies(config: {experiments?: object}, loaders: string[]) {
  // Rspack's option; webpack's types do not name it.
  const persistent = (config.experiments as {cache?: unknown} | undefined)?.cache;
  return persistent ? {experiments: {cache: {buildDependencies: loaders}}} : {};
}
