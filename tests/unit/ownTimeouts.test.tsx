// The timeouts with a default of their own are listed from the catalogue
// (src/catalogue/ownTimeouts.ts), on the robot settings guide and the API
// settings module, where a hand-written list once read as complete and was not.
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import OwnTimeoutsTable from '@site/src/components/catalogue/OwnTimeoutsTable';
import {allActions} from '@site/src/catalogue';
import {ownTimeoutRows} from '@site/src/catalogue/ownTimeouts';
import {root} from './sourceFiles';

const rows = ownTimeoutRows(allActions);
const bodyRows = () => screen.getAllByRole('row').slice(1);

it('lists every timeout whose default is a number, and none that follows the robot setting', () => {
  const own = allActions.flatMap((action) =>
    action.inputs.some((input) => input.key === 'timeout' && typeof input.default === 'number')
      ? [`${action.id}@${action.version}`]
      : [],
  );
  expect(rows.map((row) => `${row.id}@${row.version}`)).toEqual(own);
  expect(rows.length).toBeGreaterThan(20);
  expect(rows.map((row) => row.id)).not.toContain('browser.click');
});

it('gives every action a name no other row has: its version and module where the title repeats', () => {
  const names = rows.map((row) => row.name);
  expect(new Set(names).size).toBe(names.length);
  expect(names).toEqual(
    expect.arrayContaining([
      'Run query (MySQL)',
      'Run query (SQL Server)',
      'Element exists (Browser)',
      'Element exists (Checker)',
      'Download file v2_0_0',
      'Call robot',
    ]),
  );
});

it('shows each action by its title, field and default, linked to its page, on the guide', () => {
  render(<OwnTimeoutsTable by="title" />);
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Action', 'Field', 'Default']);
  expect(bodyRows()).toHaveLength(rows.length);
  const query = bodyRows().find((row) => within(row).queryByRole('link', {name: 'Run query (MySQL)'}))!;
  expect(within(query).getByRole('link')).toHaveAttribute('href', '/docs/database/mysql/query');
  expect(
    within(query)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Timeout (ms)', '60000 ms']);
  // Documented only in the API reference: the row links there.
  expect(screen.getByRole('link', {name: 'Element exists (Checker)'}).getAttribute('href')).toMatch(
    /^\/api\/actions\/checker#/,
  );
  const human = bodyRows().find((row) => within(row).queryByRole('link', {name: 'Wait for human interaction'}))!;
  expect(within(human).getAllByRole('cell')[1]).toHaveTextContent('1440 minutes');
});

it('shows each action by its id, linked to its API entry, on the API settings page', () => {
  render(<OwnTimeoutsTable by="id" />);
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Action', 'Default']);
  const call = screen.getByRole('link', {name: 'robot.callRobot'});
  expect(call).toHaveAttribute('href', allActions.find((action) => action.id === 'robot.callRobot')!.apiRoute);
  expect(screen.getByRole('link', {name: 'browser.download v2_0_0'})).toBeInTheDocument();
  expect(bodyRows().map((row) => within(row).getAllByRole('cell').at(-1)!.textContent)).toContain('600000 ms');
});

// The other side, the timeouts the Default timeout reaches, is said in prose by
// family on both pages: an action that starts or stops following the setting
// must change what they say.
it('names on both pages every family of actions whose timeout follows the Default timeout', () => {
  const page = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  const families = [
    {of: (id: string) => id.startsWith('browser.'), guide: 'Click, Fill field', api: 'the browser waits'},
    {of: (id: string) => id.startsWith('desktop.mouse.'), guide: 'of the mouse actions', api: "the mouse actions'"},
    {of: (id: string) => id === 'imageRecognition.wait', guide: 'of Wait for image', api: '`imageRecognition.wait`'},
    {of: (id: string) => id === 'apis.api-request', guide: 'of API request', api: '`apis.api-request`'},
    {of: (id: string) => id === 'ftp.connection', guide: 'of FTP connection', api: '`ftp.connection`'},
  ];
  const following = allActions
    .filter((action) =>
      action.inputs.some(
        (input) => input.key === 'timeout' && (input.default as {robotSetting?: string})?.robotSetting === 'timeout',
      ),
    )
    .map((action) => action.id);
  expect(following.filter((id) => !families.some((family) => family.of(id)))).toEqual([]);
  for (const family of families) {
    expect(following.some(family.of)).toBe(true);
    expect(page('docs/how-to-set-robot-settings.mdx')).toContain(family.guide);
    expect(page('api/actions/apis/settings.mdx')).toContain(family.api);
  }
});
