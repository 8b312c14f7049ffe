// The navbar's search box: a combobox that Ctrl/⌘-K and `/` reach from
// anywhere, and that loads its results panel only once search is opened.
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import SearchBar from '../../src/theme/SearchBar';

jest.mock('@site/src/search/SearchPanel', () => ({
  __esModule: true,
  default: ({query}: {query: string}) => <div data-testid="panel">{query}</div>,
}));

const box = () => screen.getByRole('combobox', {name: 'Search'});

test('is a combobox in a search landmark, with no results panel until it is opened', () => {
  render(<SearchBar />);
  expect(screen.getByRole('search', {name: 'Site search'})).toContainElement(box());
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByTestId('panel')).toBeNull();
});

test('opens on focus and passes what the reader types to the panel', async () => {
  render(<SearchBar />);
  act(() => box().focus());
  fireEvent.change(box(), {target: {value: 'fill field'}});
  expect(await screen.findByTestId('panel')).toHaveTextContent('fill field');
});

test.each([
  ['Ctrl+K', {key: 'k', ctrlKey: true}],
  ['⌘K', {key: 'K', metaKey: true}],
  ['/', {key: '/'}],
])('%s focuses the box from anywhere on the page', (_, init) => {
  render(<SearchBar />);
  fireEvent.keyDown(document.body, init);
  expect(box()).toHaveFocus();
});

test('/ typed into another field stays in that field', () => {
  render(
    <>
      <input aria-label="Other field" />
      <SearchBar />
    </>,
  );
  const other = screen.getByRole('textbox', {name: 'Other field'});
  act(() => other.focus());
  fireEvent.keyDown(other, {key: '/'});
  expect(other).toHaveFocus();
});

test('closes when focus leaves the search, and Escape is left to the panel', async () => {
  render(
    <>
      <SearchBar />
      <button type="button">Elsewhere</button>
    </>,
  );
  act(() => box().focus());
  fireEvent.change(box(), {target: {value: 'delay'}});
  expect(await screen.findByTestId('panel')).toBeInTheDocument();
  fireEvent.blur(screen.getByRole('search'), {relatedTarget: screen.getByRole('button', {name: 'Elsewhere'})});
  expect(screen.queryByTestId('panel')).toBeNull();
});
