/**
 * Code to highlighted HTML with prism-react-renderer's Prism: the same tokens
 * and class names (`token keyword`) the upstream CodeBlock renders, but as one
 * string, so a page hydrates no element per token and ships no Prism. The
 * remark plugin (remark.ts) runs it at build time for every fence; the
 * CodeBlock wrap imports it lazily for the few blocks a component builds in
 * the browser (the API pages' JSON steps). The colours are CSS (theme.ts).
 */
import {Prism, normalizeTokens} from 'prism-react-renderer';
import './languages';

const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};
const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => escapes[c]!);

export interface HighlightOptions {
  /** 0-based indexes of the lines to highlight. */
  highlightedLines?: ReadonlySet<number>;
  /** Number the lines (showLineNumbers): CSS counts them from the container. */
  numbered?: boolean;
}

/** The language's grammar, or none: unknown languages (text, mdx) stay plain. */
export const grammarOf = (language: string) => Prism.languages[language];

export function highlightToHtml(code: string, language: string, options: HighlightOptions = {}): string {
  const grammar = grammarOf(language);
  // As prism-react-renderer's useTokenize: the hooks some grammars rely on.
  const env = {code: code.replace(/\n$/, ''), grammar, language, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = env.grammar ? Prism.tokenize(env.code, env.grammar) : [env.code];
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens)
    .map((line, index) => {
      const tokens = line
        .filter((token) => !token.empty && token.content !== '')
        .map((token) => `<span class="token ${token.types.join(' ')}">${escapeHtml(token.content)}</span>`)
        .join('');
      const lineClass = [
        'token-line',
        options.numbered && 'code-line',
        options.highlightedLines?.has(index) && 'theme-code-block-highlighted-line',
      ]
        .filter(Boolean)
        .join(' ');
      const content = options.numbered
        ? `<span class="code-line-number"></span><span class="code-line-content">${tokens}</span>`
        : tokens;
      // As upstream's Line: a <br> ends each line, so an empty line keeps its height.
      return `<div class="${lineClass}">${content}<br></div>`;
    })
    .join('');
}
