// An API entry: key facts in view, tables and examples folded into details
// that hold every key, code and message as text until first opened.
import React from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import {ApiAction} from '@site/src/components/catalogue/ApiReference';
import {Inputs} from '@site/src/components/catalogue/ActionReference';
import browser from '@site/src/catalogue/actions/browser';
import robot from '@site/src/catalogue/actions/robot';

const download = browser['download/v2_0_0'];

/** Opens a details as a click on its summary would (jsdom does not toggle it). */
function open(summary: RegExp) {
  const details = screen.getByText(summary).closest('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
  return details;
}

it('shows the summary, version, docs page and call signature, with both details closed', () => {
  render(<ApiAction action={download} />);
  expect(screen.getByText(/waits for the file to be complete/)).toHaveTextContent(
    'Version v2_0_0 (latest), needs Client 4.2+.',
  );
  expect(
    screen.getByText('const download = await actions.browser.download({session, element, fileName?, timeout?})'),
  ).toBeInTheDocument();
  const summaries = [...document.querySelectorAll('details')].map((d) => [
    d.open,
    d.querySelector('summary')!.textContent,
  ]);
  expect(summaries).toEqual([
    [false, 'Inputs (4), outputs (1) and errors (4)'],
    [false, 'JSON step and custom code example'],
  ]);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
});

it('keeps every key, result field, error code and message in the first render (the server HTML), without tables or highlighting', () => {
  const html = render(<ApiAction action={download} />).container.innerHTML;
  for (const input of download.inputs) expect(html).toContain(`${input.key}, "${input.label}" (${input.type}`);
  // A measured Number carries its unit.
  expect(html).toContain('timeout, "Timeout (ms)" (Number (ms), required: No, default: 60000)');
  expect(html).toContain('download (Object): The downloaded file.');
  expect(html).toContain('path (File)');
  for (const error of download.errors) expect(html).toContain(`${error.code}: ${error.message}`);
  expect(html).toContain(`"action": "browser.download"`);
  expect(html).toContain('const download = await actions.browser.download({');
  expect(html).not.toMatch(/<table|role="tab"/);
});

it('renders the fields and error tables when the details opens', () => {
  render(<ApiAction action={download} />);
  open(/^Inputs/);
  const fields = screen.getByRole('region', {name: 'Fields of browser.download v2_0_0'});
  expect(within(fields).getAllByRole('row').slice(1)).toHaveLength(download.inputs.length);
  const errors = screen.getByRole('region', {name: 'Error codes of browser.download v2_0_0'});
  expect(within(errors).getByRole('rowheader', {name: 'BROWSER_DOWNLOAD_TIMEOUT'}).closest('tr')).toHaveTextContent(
    'The download of [file] did not finish within [timeout] ms.',
  );
});

it('shows the JSON step and the customCode call as tabs once opened, JSON first', () => {
  render(<ApiAction action={download} />);
  open(/^JSON step and custom code/);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['JSON step', 'customCode v2']);
  expect(screen.getByRole('tabpanel')).toHaveTextContent('"browser.download"');
});

it('gives an action code cannot call its JSON step only, and says what to use instead', () => {
  render(<ApiAction action={robot['loop']} />);
  expect(screen.getByText(/A JSON step only, not callable from custom code/)).toHaveTextContent(
    "in code, use JavaScript's own if, for and try",
  );
  expect(screen.getByText(/^\{"action": "robot.loop", "inputs": \{/)).toBeInTheDocument();
  open(/^JSON step example/);
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(screen.getByText(/"robot.loop"/, {selector: 'pre'})).toBeInTheDocument();
});

it('writes Type, Required and Default as the docs page does: one table component for both', () => {
  const cellsOf = (table: HTMLElement, name: string | RegExp) =>
    within(within(table).getByRole('rowheader', {name}).closest('tr')!)
      .getAllByRole('cell')
      .slice(0, 3)
      .map((cell) => cell.innerHTML);
  const api = render(<ApiAction action={download} />);
  open(/^Inputs/);
  const fields = screen.getByRole('region', {name: 'Fields of browser.download v2_0_0'});
  expect(
    within(fields)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Key', 'Type', 'Required', 'Default', 'Description']);
  const timeout = download.inputs.find((input) => input.key === 'timeout')!;
  // The key, then its Studio label.
  const apiCells = cellsOf(fields, /^timeout Timeout/);
  api.unmount();
  render(<Inputs action={download} />);
  expect(cellsOf(screen.getByRole('region', {name: 'Inputs of Download file'}), timeout.label)).toEqual(apiCells);
  expect(apiCells).toEqual([`${timeout.type} (ms)`, 'No', `<code>${String(timeout.default)}</code>`]);
});

it('renders a default inherited from the robot settings as that setting, linked to its page, in both forms', () => {
  const click = browser['click'];
  const html = render(<ApiAction action={click} />).container.innerHTML;
  expect(html).toContain('default: robot setting (30 000 ms)');
  open(/^Inputs/);
  const fields = screen.getByRole('region', {name: 'Fields of browser.click v1_0_0'});
  expect(within(fields).getByRole('link', {name: 'robot setting (30 000 ms)'})).toHaveAttribute(
    'href',
    '/how-to-set-robot-settings#default-timeout',
  );
});
