// The SearchBar wrap: a look-alike box until the plugin's search box has
// loaded, then the original, with what the reader typed and focus carried over.
import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import SearchBarWrapper from '../../src/theme/SearchBar';

const renderInNavbar = () =>
  render(
    <nav className="navbar">
      <SearchBarWrapper />
    </nav>,
  );

test('serves a look-alike box, then swaps in the original', async () => {
  renderInNavbar();
  const lookAlike = screen.getByRole('textbox', {name: 'Search'});
  expect(lookAlike).toHaveAttribute('placeholder', 'Search');
  expect(lookAlike).toHaveClass('navbar__search-input');
  expect(await screen.findByTestId('original-search')).toBeInTheDocument();
  expect(screen.getAllByRole('textbox', {name: 'Search'})).toHaveLength(1);
});

test('what the reader typed, and focus, carry over to the original', async () => {
  renderInNavbar();
  const lookAlike = screen.getByRole('textbox', {name: 'Search'});
  lookAlike.focus();
  fireEvent.change(lookAlike, {target: {value: 'fill field'}});
  const original = await screen.findByTestId('original-search');
  expect(original).toHaveValue('fill field');
  expect(original).toHaveFocus();
});

test('an unfocused box hands over no focus', async () => {
  renderInNavbar();
  const original = await screen.findByTestId('original-search');
  expect(original).toHaveValue('');
  expect(original).not.toHaveFocus();
});

test('Ctrl+K and Cmd+K focus the look-alike box before the original arrives', async () => {
  renderInNavbar();
  const lookAlike = screen.getByRole('textbox', {name: 'Search'});
  fireEvent.keyDown(document, {key: 'k', ctrlKey: true});
  expect(lookAlike).toHaveFocus();
  lookAlike.blur();
  fireEvent.keyDown(document, {key: 'K', metaKey: true});
  expect(lookAlike).toHaveFocus();
  expect(await screen.findByTestId('original-search')).toHaveFocus();
});
