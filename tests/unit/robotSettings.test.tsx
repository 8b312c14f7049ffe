// The robot settings' starting values have one home (src/catalogue/robotSettings.ts):
// the guide's and the API's tables render from it, and the exported robot in
// the API tutorial, written by hand, must show the same values.
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import RobotSettingsTable, {EXPORT_KEYS} from '@site/src/components/catalogue/RobotSettingsTable';
import {ROBOT_SETTING_KEYS, ROBOT_SETTINGS} from '@site/src/catalogue/robotSettings';
import {root} from './sourceFiles';

const rows = () => screen.getAllByRole('row').slice(1);

it('lists every setting by its Studio name with its starting value on the guide', () => {
  render(<RobotSettingsTable by="label" />);
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Setting',
    'Starting value',
    'What it decides',
  ]);
  expect(rows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
    'Default timeout',
    'Retries',
    'Delay between retries',
    'Screenshot on failure',
    'Proxy',
    'Locale',
  ]);
  const timeout = rows()[0]!;
  expect(within(timeout).getAllByRole('cell')[0]).toHaveTextContent('30 000 ms');
  expect(within(rows()[3]!).getAllByRole('cell')[0]).toHaveTextContent(/^On$/);
});

it('names each setting by its exported key, with its Studio name, on the API page', () => {
  render(<RobotSettingsTable by="key" />);
  expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Key');
  expect(rows().map((row) => within(row).getByRole('rowheader').querySelector('code')?.textContent)).toEqual([
    'defaultTimeout',
    'retries',
    'retryDelay',
    'screenshotOnFailure',
    'proxy',
    'locale',
  ]);
  expect(within(rows()[2]!).getByRole('rowheader')).toHaveTextContent('retryDelayDelay between retries');
});

it('shows the starting values in the exported robot of the API tutorial', () => {
  const page = fs.readFileSync(path.join(root, 'api/tutorial-api-actions.mdx'), 'utf8');
  const fence = /```json title="supplier-open-invoices\.json"\n([\s\S]*?)\n\s*```/.exec(page)?.[1];
  const exported = JSON.parse(fence!.replace(/^ {3}/gm, '')) as {settings: Record<string, unknown>};
  // An untouched robot exports no proxy and no locale (null): the Client machine's apply.
  const starting = Object.fromEntries(
    ROBOT_SETTING_KEYS.map((setting) => {
      const {value} = ROBOT_SETTINGS[setting];
      return [EXPORT_KEYS[setting], value === '' ? null : value];
    }),
  );
  expect(exported.settings).toEqual(starting);
});
