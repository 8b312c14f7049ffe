// The navbar's results panel: what a reader sees when there is no index
// (npm start), when nothing matches, and when results come.
import React, {createRef} from 'react';
import {act, render, screen} from '@testing-library/react';
import SearchPanel from '../../src/search/SearchPanel';
import {loadPagefind, searchSite} from '../../src/search/engine';

jest.mock('@docusaurus/router', () => ({useHistory: () => ({push: jest.fn()})}), {virtual: true});
jest.mock('@docusaurus/useBaseUrl', () => ({__esModule: true, default: (path: string) => path}), {virtual: true});
jest.mock('../../src/search/engine', () => ({
  MIN_QUERY_LENGTH: 2,
  loadPagefind: jest.fn(),
  searchSite: jest.fn(),
}));

const renderPanel = (query: string) =>
  render(<SearchPanel id="results" query={query} input={createRef()} onClose={() => {}} onCombobox={() => {}} />);

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('says plainly that the index comes from a build when there is none (npm start)', async () => {
  jest.mocked(loadPagefind).mockRejectedValue(new Error('404'));
  jest.mocked(searchSite).mockRejectedValue(new Error('404'));
  renderPanel('fill field');
  expect(await screen.findByText(/Search needs the index that/)).toHaveTextContent('npm run build');
  expect(screen.getByText(/Search needs the index that/)).toHaveTextContent('npm run serve');
});

test('shows the results once typing pauses, with where each page lives', async () => {
  jest.mocked(loadPagefind).mockResolvedValue({} as never);
  jest.mocked(searchSite).mockResolvedValue({
    hits: [
      {
        url: '/docs/browser/fill-field',
        title: 'Fill field',
        section: 'Docs › Browser',
        excerpt: '<mark>Fill</mark> field',
      },
    ],
    total: 1,
  });
  renderPanel('fill field');
  expect(searchSite).not.toHaveBeenCalled();
  // A short pause: results without excerpts, nothing announced yet.
  await act(async () => jest.advanceTimersByTime(30));
  expect(searchSite).toHaveBeenLastCalledWith('fill field', expect.objectContaining({excerpts: false}));
  const option = await screen.findByRole('option');
  expect(option).toHaveAttribute('href', '/docs/browser/fill-field');
  expect(option).toHaveTextContent('Docs › Browser');
  expect(screen.getByRole('status')).toHaveTextContent('');
  // Typing has settled: excerpts load and the count is announced.
  await act(async () => jest.advanceTimersByTime(320));
  expect(searchSite).toHaveBeenLastCalledWith('fill field', expect.objectContaining({excerpts: true}));
  expect(screen.getByRole('status')).toHaveTextContent('1 result for fill field');
});

test('suggests where to look when nothing matches', async () => {
  jest.mocked(loadPagefind).mockResolvedValue({} as never);
  jest.mocked(searchSite).mockResolvedValue({hits: [], total: 0});
  renderPanel('qwxz');
  await act(async () => jest.runAllTimers());
  expect(await screen.findByText(/No results for “qwxz”/)).toBeInTheDocument();
  expect(screen.getByRole('link', {name: 'all actions'})).toHaveAttribute('href', '/docs/');
  expect(screen.getByRole('link', {name: 'Troubleshooting'})).toHaveAttribute('href', '/troubleshooting');
});
