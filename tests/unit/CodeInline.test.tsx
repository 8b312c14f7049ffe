// Inline code in Markdown wraps on a phone only after separators (issue 14).
import React from 'react';
import {render} from '@testing-library/react';
import CodeInline from '@site/src/theme/CodeInline';

const html = (text: string) => render(<CodeInline>{text}</CodeInline>).container.querySelector('code')!.innerHTML;

it.each([
  ['a dotted identifier, after each dot', 'actions.browser.open', 'actions.<wbr>browser.<wbr>open'],
  ['a path, after each backslash', 'C:\\Tucano\\in.csv', 'C:\\<wbr>Tucano\\<wbr>in.<wbr>csv'],
  ['a URL, after slashes and the query mark', 'https://x.io/a?b=1', 'https://<wbr>x.<wbr>io/<wbr>a?<wbr>b=<wbr>1'],
  [
    'an error code, after its underscores only',
    'BROWSER_ELEMENT_NOT_FOUND',
    'BROWSER_<wbr>ELEMENT_<wbr>NOT_<wbr>FOUND',
  ],
  ['a version, never', 'v2_0_0', 'v2_0_0'],
  [
    'a versioned call, after its dots only',
    'actions.browser.download.v1_0_0()',
    'actions.<wbr>browser.<wbr>download.<wbr>v1_0_0()',
  ],
  ['a short variable, never inside', '{{bill.total}}', '{{bill.total}}'],
  [
    'a short variable with a hyphen, kept on one line',
    '{{item["CT-e"]}}',
    '<span class="nowrap">{{item["CT-e"]}}</span>',
  ],
  [
    'a long variable, like other code: after its dots and opening brackets',
    '{{textract.tables[0][0]["Peso líquido (kg)"]}}',
    '{{textract.<wbr>tables[0][0]["Peso líquido (<wbr>kg)"]}}',
  ],
  [
    'a long variable with a hyphen, after its dots',
    '{{response.headers["content-type"]}}',
    '{{response.<wbr>headers["content-type"]}}',
  ],
  ['a call, not before its closing brackets', 'open({session, url?})', 'open(<wbr>{session, url?})'],
])('breaks %s', (_, text, expected) => {
  expect(html(text)).toBe(expected);
});

it.each(['results.rows_total', 'DB_SQLSERVER_SNAPSHOT_NOT_ALLOWED', '{{textract.tables[0][0]["Peso líquido (kg)"]}}'])(
  'copies %s as written: the breaks add no text',
  (text) => {
    expect(render(<CodeInline>{text}</CodeInline>).container.textContent).toBe(text);
  },
);

it('leaves code with elements inside as upstream renders it', () => {
  const {container} = render(
    <CodeInline className="x">
      <em>a.b</em>
    </CodeInline>,
  );
  expect(container.innerHTML).toBe('<code class="x"><em>a.b</em></code>');
});
