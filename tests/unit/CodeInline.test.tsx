// Inline code in Markdown wraps on a phone only after separators (issue 14).
import React from 'react';
import {render} from '@testing-library/react';
import CodeInline from '@site/src/theme/CodeInline';

const html = (text: string) => render(<CodeInline>{text}</CodeInline>).container.querySelector('code')!.innerHTML;

it.each([
  ['a dotted identifier, after each dot', 'actions.browser.open', 'actions.<wbr>browser.<wbr>open'],
  ['a path, after each backslash', 'C:\\Tucano\\in.csv', 'C:\\<wbr>Tucano\\<wbr>in.<wbr>csv'],
  ['a URL, after slashes and the query mark', 'https://x.io/a?b=1', 'https://<wbr>x.<wbr>io/<wbr>a?<wbr>b=<wbr>1'],
  ['an error code, never', 'BROWSER_ELEMENT_NOT_FOUND', 'BROWSER_ELEMENT_NOT_FOUND'],
  ['a variable, never inside', '{{bill.total}}', '{{bill.total}}'],
  ['a variable with a hyphen, kept on one line', '{{item["CT-e"]}}', '<span class="nowrap">{{item["CT-e"]}}</span>'],
  ['a call, not before its closing brackets', 'open({session, url?})', 'open(<wbr>{session, url?})'],
])('breaks %s', (_, text, expected) => {
  expect(html(text)).toBe(expected);
});

it('copies as written: the breaks add no text', () => {
  const text = 'results.rows_total';
  expect(render(<CodeInline>{text}</CodeInline>).container.textContent).toBe(text);
});

it('leaves code with elements inside as upstream renders it', () => {
  const {container} = render(
    <CodeInline className="x">
      <em>a.b</em>
    </CodeInline>,
  );
  expect(container.innerHTML).toBe('<code class="x"><em>a.b</em></code>');
});
