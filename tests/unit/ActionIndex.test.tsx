import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import {AllActions, compareClient, GroupActions} from '@site/src/components/catalogue/ActionIndex';
import {actionRows} from '@site/src/catalogue';
import browser from '@site/src/catalogue/actions/browser';
import {writtenDocPaths} from '../mocks/docsClient';

const actions = actionRows().filter((row) => row.group === 'browser');

beforeEach(() => {
  writtenDocPaths.splice(0, writtenDocPaths.length, '/docs/browser/open');
});

describe('GroupActions', () => {
  it('links actions whose page is written and lists the others unlinked', () => {
    render(<GroupActions actions={browser} />);
    expect(screen.getByRole('link', {name: 'Open browser'})).toHaveAttribute('href', '/docs/browser/open');
    expect(screen.queryByRole('link', {name: 'Fill field'})).not.toBeInTheDocument();
    expect(screen.getByRole('heading', {name: 'Fill field'})).toBeInTheDocument();
  });

  it('names each version of a versioned action', () => {
    render(<GroupActions actions={browser} />);
    expect(screen.getByRole('heading', {name: 'Download file v2_0_0'})).toBeInTheDocument();
  });
});

describe('AllActions', () => {
  it('filters by text across title, identifier and summary', () => {
    render(<AllActions actions={actions} />);
    fireEvent.change(screen.getByRole('searchbox'), {target: {value: 'captcha'}});
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.textContent!.toLowerCase()).toContain('captcha');
    expect(screen.getByText(`${rows.length} of ${actions.length} actions`)).toBeInTheDocument();
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

  it('orders Client versions by number', () => {
    expect(['4.10', '4.2', '3.9'].sort(compareClient)).toEqual(['3.9', '4.2', '4.10']);
  });
});
