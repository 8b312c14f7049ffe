import React from 'react';
import {Router} from 'react-router-dom';
import {createMemoryHistory} from 'history';
import {fireEvent, render, screen} from '@testing-library/react';
import {AllActions, compareClient} from '@site/src/components/catalogue/ActionIndex';
import {actionRows} from '@site/src/catalogue';
import browser from '@site/src/catalogue/actions/browser';
import {writtenOnly} from '../mocks/globalData';

const actions = actionRows().filter((row) => row.group === 'browser');
// The server's renderer (the project has no types for react-dom).
const {renderToString} = require('react-dom/server') as {renderToString: (element: React.ReactElement) => string};
const memoryHistory = createMemoryHistory({initialEntries: ['/docs/']});

// Of the browser actions, only Open browser's page is written (the catalogue plugin's global data).
beforeEach(() => writtenOnly(browser, '/docs/browser/open'));

describe('AllActions', () => {
  it('filters by text across title, identifier and summary', () => {
    render(<AllActions actions={actions} />);
    fireEvent.change(screen.getByRole('searchbox'), {target: {value: 'captcha'}});
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.textContent!.toLowerCase()).toContain('captcha');
    expect(screen.getByText(`${rows.length} of ${actions.length} rows`)).toBeInTheDocument();
  });

  it('filters by group', () => {
    render(<AllActions actions={actions} />);
    fireEvent.change(screen.getByRole('combobox', {name: 'Group'}), {target: {value: 'email'}});
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it("shows each action's minimum Client and filters to what a Client version runs", () => {
    render(<AllActions actions={actions} />);
    const download2 = screen.getAllByRole('row').find((row) => row.textContent!.includes('v2_0_0'))!;
    expect(download2).toHaveTextContent('4.2');
    const filter = screen.getByRole('combobox', {name: 'Runs on'});
    fireEvent.change(filter, {target: {value: '4.0'}});
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(actions.filter((a) => a.minClient === '4.0').length);
    expect(rows.some((row) => row.textContent!.includes('v2_0_0'))).toBe(false);
    fireEvent.change(filter, {target: {value: '4.2'}});
    expect(screen.getAllByRole('row')).toHaveLength(actions.length + 1);
  });

  it('on a client-side visit, loads the rows by itself and then lists every action', async () => {
    render(<AllActions />);
    expect(screen.getByText('Loading the actions…')).toBeInTheDocument();
    const all = actionRows();
    expect(await screen.findByText(`${all.length} of ${all.length} rows`)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(all.length + 1);
  });

  describe("on the page's first load", () => {
    // The server renders the rows; the browser, which has none bundled, hydrates that HTML.
    let container: HTMLElement;
    beforeEach(() => {
      container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(<AllActions actions={actions} />);
    });
    afterEach(() => container.remove());

    it('keeps the server’s rows as they are, without an error', () => {
      const before = container.querySelector('tbody')!.innerHTML;
      const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
      render(<AllActions />, {container, hydrate: true});
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      expect(container.querySelector('tbody')!.innerHTML).toBe(before);
      expect(screen.getByText(`${actions.length} of ${actions.length} rows`)).toBeInTheDocument();
    });

    it('filters those rows by text, group and Client', () => {
      render(<AllActions />, {container, hydrate: true});
      fireEvent.change(screen.getByRole('searchbox'), {target: {value: 'captcha'}});
      const rows = screen.getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.textContent!.toLowerCase()).toContain('captcha');
      expect(screen.getByText(`${rows.length} of ${actions.length} rows`)).toBeInTheDocument();
      fireEvent.change(screen.getByRole('searchbox'), {target: {value: ''}});
      fireEvent.change(screen.getByRole('combobox', {name: 'Group'}), {target: {value: 'email'}});
      expect(screen.getAllByRole('row')).toHaveLength(1);
      fireEvent.change(screen.getByRole('combobox', {name: 'Group'}), {target: {value: ''}});
      fireEvent.change(screen.getByRole('combobox', {name: 'Runs on'}), {target: {value: '4.0'}});
      expect(screen.getAllByRole('row')).toHaveLength(actions.filter((a) => a.minClient === '4.0').length + 1);
    });

    it('follows a row’s link without reloading the page', () => {
      render(
        <Router history={memoryHistory}>
          <AllActions />
        </Router>,
        {container, hydrate: true},
      );
      fireEvent.click(screen.getByRole('link', {name: 'Open browser'}));
      expect(memoryHistory.location.pathname).toBe('/docs/browser/open');
    });
  });

  it('orders Client versions by number', () => {
    expect(['4.10', '4.2', '3.9'].sort(compareClient)).toEqual(['3.9', '4.2', '4.10']);
  });
});
