/**
 * @jest-environment node
 */
// The build's wrong-import errors name the importing file (src/plugins/strictImports).
import path from 'node:path';
import strictImports from '@site/src/plugins/strictImports';

type Error = {message: string; module?: {resource?: string} | null};

function compile(errors: Error[]) {
  const config = strictImports().configureWebpack!({} as never, false, {} as never, {} as never) as {
    module: unknown;
    plugins: Array<{apply(compiler: unknown): void}>;
  };
  let afterCompile: (compilation: {errors: Error[]}) => void = () => {};
  const compiler = {
    webpack: {
      WebpackError: class {
        constructor(public message: string) {}
      },
    },
    hooks: {afterCompile: {tap: (_: string, run: typeof afterCompile) => (afterCompile = run)}},
  };
  config.plugins[0].apply(compiler);
  afterCompile({errors});
  return {config, errors};
}

it('makes an import of a missing export an error, not a warning', () => {
  expect(compile([]).config.module).toEqual({parser: {javascript: {exportsPresence: 'error'}}});
});

it('names the importing file, and drops the compiled-JSX frame of an MDX page', () => {
  const mdx = path.join(process.cwd(), 'docs/docs/browser/open.mdx');
  const ts = path.join(process.cwd(), 'src/components/Foo.tsx');
  const {errors} = compile([
    {message: "export 'Inputz' was not found\n  ╭─[119:19]\n 119 │ _jsx(Inputs", module: {resource: `${mdx}?loader`}},
    {message: "Cannot find module './Bar'\n  ╭─[3:1]", module: {resource: ts}},
    {message: 'Something without a module', module: null},
    {
      message:
        '  ╰─▶   × Error: MDX compilation failed for file "open.mdx"\n  │ Cause: x is not a function\n  │     at programs (a.ts:35:20)',
      module: {resource: mdx},
    },
  ]);
  expect(errors.map((error) => error.message)).toEqual([
    "export 'Inputz' was not found\nin docs/docs/browser/open.mdx",
    "Cannot find module './Bar'\n  ╭─[3:1]\nin src/components/Foo.tsx",
    'Something without a module',
    // A compilation failure keeps its cause, without the stack.
    '  ╰─▶   × Error: MDX compilation failed for file "open.mdx"\n  │ Cause: x is not a function\nin docs/docs/browser/open.mdx',
  ]);
});
