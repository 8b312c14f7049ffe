/**
 * Makes a wrong import fail the build with the importing file's name. By
 * default Rspack only warns about a name a module does not export; the page
 * then fails to render with React's "Element type is invalid", which names the
 * route but neither the file nor the import. Docusaurus also prints a compile
 * error without its file, and for MDX the code frame shows compiled JSX rather
 * than the page: so each error gets the file it comes from, and MDX errors
 * lose their stack trace (their cause and details stay). The content lint and `scripts/check-mdx.mjs` catch the same
 * mistakes earlier, with the page's line.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// The few members of Rspack's compiler this uses (webpack's have the same shape).
interface BundlerError {
  message: string;
  module?: unknown;
}
interface Compiler {
  webpack: {WebpackError: new (message: string) => BundlerError};
  hooks: {afterCompile: {tap(name: string, run: (compilation: {errors: BundlerError[]}) => void): void}};
}

export default function strictImports(): Plugin {
  return {
    name: 'strict-imports',
    configureWebpack() {
      return {
        module: {parser: {javascript: {exportsPresence: 'error'}}},
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.afterCompile.tap('strict-imports', ({errors}) => {
                // The errors are copies: replace them rather than edit them.
                const named = errors.map((error) => {
                  const file = (error.module as {resource?: string} | null | undefined)?.resource?.split('?')[0];
                  if (!file) return error;
                  // An MDX error keeps its cause and details, without the frame of
                  // compiled JSX (`╭─[119:19]`, `119 │ _jsx(...`) or the stack.
                  const message = file.endsWith('.mdx')
                    ? error.message
                        .split('\n')
                        .filter((line) => !/^\s*(╭─\[\d+:\d+\]|\d+ │|·|╰─+\s*$)|^\W*at /.test(line))
                        .join('\n')
                    : error.message;
                  return new compiler.webpack.WebpackError(`${message}\nin ${path.relative(process.cwd(), file)}`);
                });
                errors.splice(0, errors.length, ...named);
              });
            },
          },
        ],
      };
    },
  };
}
