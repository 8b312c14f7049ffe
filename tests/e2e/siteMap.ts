/**
 * The route contract's data: the site map (tests/routes.txt, the project's
 * copy of ../shared/routes.txt) and, for each route, the source file that
 * makes it. A route whose source does not exist yet is pending: it is listed,
 * never faked.
 */
import fs from 'node:fs';
import path from 'node:path';
import {routes} from '../routeList';

const root = path.join(__dirname, '..', '..');

export {routes};

const exists = (file: string) => fs.existsSync(path.join(root, file));

/** The source file (or folder, for the blog) that produces a route, if it exists. */
export function sourceOf(route: string): string | undefined {
  if (route === '/blog' || route === '/blog/archive') {
    return fs.existsSync(path.join(root, 'blog')) &&
      fs.readdirSync(path.join(root, 'blog')).some((f) => /\.mdx?$/.test(f))
      ? 'blog'
      : undefined;
  }
  const [folder, rest] = route.startsWith('/api/') || route === '/api' ? ['api', route.slice(4)] : ['docs', route];
  const base = path.posix.join(folder, rest.replace(/\/$/, ''));
  const candidates = [`${base}.mdx`, `${base}.md`, `${base}/index.mdx`, `${base}/index.md`];
  return candidates.find(exists);
}

export const builtRoutes = routes.filter((route) => sourceOf(route));
export const pendingRoutes = routes.filter((route) => !sourceOf(route));
