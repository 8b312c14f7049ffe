// A group's action cards (group index pages): linked where the page is
// written, and the server's HTML kept on a first load.
import React from 'react';
import {act, render, screen} from '@testing-library/react';
import GroupActions from '@site/src/components/catalogue/GroupActions';
import browser from '@site/src/catalogue/actions/browser';
import database from '@site/src/catalogue/actions/database';
import {lazyGroup} from '@site/src/catalogue/lazyGroup';
import {expectKeptOnFirstLoad} from './keptHtml';
import {writtenOnly} from '../mocks/globalData';

// Of the browser actions, only Open browser's page is written (the catalogue plugin's global data).
beforeEach(() => writtenOnly(browser, '/docs/browser/open'));

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

describe("GroupActions of a lazy group (a group page's browser bundle has no catalogue data)", () => {
  it('keeps the server’s cards on first load, without an error and without loading the group', () => {
    const load = jest.fn(async () => ({default: database}));
    expectKeptOnFirstLoad(
      <GroupActions actions={database} folder="mysql" headingLevel={3} />,
      <GroupActions actions={lazyGroup('database', load)} folder="mysql" headingLevel={3} />,
      'group-actions-database-mysql',
      load,
    );
  });

  it('on a client-side visit, loads the group and shows its cards', async () => {
    await act(async () => {
      render(<GroupActions actions={lazyGroup('browser', async () => ({default: browser}))} />);
    });
    expect(screen.getByRole('link', {name: 'Open browser'})).toHaveAttribute('href', '/docs/browser/open');
    expect(screen.getAllByRole('listitem')).toHaveLength(Object.keys(browser).length);
    expect(document.getElementById('group-actions-browser')).not.toBeNull();
  });
});
