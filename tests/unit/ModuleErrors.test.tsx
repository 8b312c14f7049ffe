// Issue 14, item 7: every error message of the API-only modules is on a page.
import React from 'react';
import fs from 'node:fs';
import {act, render, screen} from '@testing-library/react';
import ModuleErrors from '@site/src/components/catalogue/ModuleErrors';
import checker from '@site/src/catalogue/actions/checker';
import settings from '@site/src/catalogue/actions/settings';
import {lazyGroup} from '@site/src/catalogue/lazyGroup';
import {expectKeptOnFirstLoad} from './keptHtml';

it.each([
  ['checker', checker, 'api/actions/checker.mdx'],
  ['settings', settings, 'api/actions/apis/settings.mdx'],
])('renders every error of the %s module once, with its message', (name, group, page) => {
  render(<ModuleErrors actions={group} title={`the ${name} module`} />);
  const all = Object.values(group).flatMap((action) => action.errors);
  const codes = new Set(all.map((error) => error.code));
  expect(screen.getAllByRole('row')).toHaveLength(codes.size + 1);
  for (const error of all) expect(screen.getByText(error.code).closest('tr')).toHaveTextContent(error.message);
  expect(fs.readFileSync(page, 'utf8')).toContain(`<ModuleErrors actions={${name}}`);
});

describe("of a lazy group (the page's browser bundle has no catalogue data)", () => {
  it('keeps the server’s table on first load, without an error and without loading the group', () => {
    const load = jest.fn(async () => ({default: checker}));
    expectKeptOnFirstLoad(
      <ModuleErrors actions={checker} title="the checker module" />,
      <ModuleErrors actions={lazyGroup('checker', load)} title="the checker module" />,
      'module-errors-checker',
      load,
    );
  });

  it('on a client-side visit, loads the group and renders the table from it', async () => {
    await act(async () => {
      render(
        <ModuleErrors actions={lazyGroup('settings', async () => ({default: settings}))} title="the settings module" />,
      );
    });
    const codes = new Set(Object.values(settings).flatMap((action) => action.errors.map((error) => error.code)));
    expect(screen.getAllByRole('row')).toHaveLength(codes.size + 1);
  });
});
