/**
 * @jest-environment node
 */
import {keepNumbersWhole} from '@site/src/plugins/keepNumbersWhole';
import remarkKeepNumbersWhole from '@site/src/plugins/keepNumbersWhole/remark';

const NBSP = '\u00a0';

it('joins the groups of a grouped number with a no-break space', () => {
  expect(keepNumbersWhole('robot setting (30 000 ms)')).toBe(`robot setting (30${NBSP}000 ms)`);
  expect(keepNumbersWhole('1 234 567 rows')).toBe(`1${NBSP}234${NBSP}567 rows`);
  expect(keepNumbersWhole('1 440 minutes, 1.234,56')).toBe(`1${NBSP}440 minutes, 1.234,56`);
});

it('leaves numbers that are not one grouped number apart', () => {
  for (const text of ['from 2025 2026', 'step 3 of 10', 'retries 2 and 1000 ms', 'page 12 3456']) {
    expect(keepNumbersWhole(text)).toBe(text);
  }
});

it('changes the text of MDX prose but not code', () => {
  const tree = {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'strong', children: [{type: 'text', value: '30 000 ms'}]},
          {type: 'text', value: ', or '},
          {type: 'inlineCode', value: '30 000'},
        ],
      },
      {type: 'code', value: 'wait(30 000)'},
    ],
  };
  remarkKeepNumbersWhole()(tree);
  expect(tree).toEqual({
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'strong', children: [{type: 'text', value: `30${NBSP}000 ms`}]},
          {type: 'text', value: ', or '},
          {type: 'inlineCode', value: '30 000'},
        ],
      },
      {type: 'code', value: 'wait(30 000)'},
    ],
  });
});
