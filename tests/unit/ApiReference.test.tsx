// An API entry: key facts in view, tables and examples folded into details
// that hold every key, code and message as text until first opened.
import React from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {ApiAction, ApiModuleIndex} from '@site/src/components/catalogue/ApiReference';
import {lazyActionsOf, lazyGroup} from '@site/src/catalogue/lazyGroup';
import {Inputs} from '@site/src/components/catalogue/ActionReference';
import browser from '@site/src/catalogue/actions/browser';
import robot from '@site/src/catalogue/actions/robot';
import desktop from '@site/src/catalogue/actions/desktop';
import {actionsOf} from '@site/src/catalogue/modules';
import {expectKeptOnFirstLoad} from './keptHtml';

const download = browser['download/v2_0_0'];
const {renderToString} = require('react-dom/server') as {renderToString: (element: React.ReactElement) => string};

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
    [false, 'Inputs (4), outputs (1) and errors (5)'],
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
  // A field a choice requires says which.
  expect(render(<ApiAction action={desktop['mouse/click']} />).container.innerHTML).toContain(
    'x, "X" (Number (px), required: Yes, when Target is coordinates)',
  );
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
  // By text: jsdom, without layout, names the code's <wbr> as a space.
  const code = within(errors).getByRole('rowheader', {name: (_, th) => th.textContent === 'BROWSER_DOWNLOAD_TIMEOUT'});
  expect(code.closest('tr')).toHaveTextContent('The download of [file] did not finish within [timeout] ms.');
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
    "in code, use JavaScript's own if, for, try and functions",
  );
  expect(screen.getByText(/^\{"action": "robot.loop", "inputs": \{/)).toBeInTheDocument();
  open(/^JSON step example/);
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(screen.getByText(/"robot.loop"/, {selector: 'pre'})).toBeInTheDocument();
});

it('calls the robot module’s run-level actions from code, and says why the others are JSON steps only', () => {
  // product.md: the actions object exposes every action module.
  expect(['callRobot', 'delay', 'stopRobot'].map((key) => robot[key].jsCall)).toEqual([
    'actions.robot.callRobot',
    'actions.robot.delay',
    'actions.robot.stopRobot',
  ]);
  render(<ApiAction action={robot['waitHumanInteraction']} />);
  expect(screen.getByText(/A JSON step only, not callable from custom code/)).toHaveTextContent(
    'the run frees its Client while it waits',
  );
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
  expect(within(fields).getByRole('link', {name: 'robot setting (30\u00a0000 ms)'})).toHaveAttribute(
    'href',
    '/how-to-set-robot-settings#default-timeout',
  );
});

describe("an API page's first load: entries of a lazy group (the browser's bundle has no catalogue data)", () => {
  // The server renders the group itself; the browser hydrates with handles.
  let container: HTMLElement;
  let load: jest.Mock;
  let lazy: ReturnType<typeof lazyGroup>;
  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <>
        <ApiModuleIndex actions={browser} />
        <ApiAction action={download} />
      </>,
    );
    load = jest.fn(async () => ({default: browser}));
    lazy = lazyGroup('browser', load);
  });
  afterEach(() => container.remove());

  const hydrate = () =>
    render(
      <>
        <ApiModuleIndex actions={lazy} />
        <ApiAction action={lazy['download/v2_0_0']} />
      </>,
      {container, hydrate: true},
    );

  it('keeps the server’s HTML as it is, without an error and without loading the group', () => {
    const before = container.innerHTML;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    hydrate();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.innerHTML).toBe(before);
    expect(load).not.toHaveBeenCalled();
  });

  it('renders an entry from the data once a reader opens its details, with that details open and focused', async () => {
    hydrate();
    const summary = screen.getByText(/^Inputs/);
    summary.focus();
    const details = summary.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const fields = await screen.findByRole('region', {name: 'Fields of browser.download v2_0_0'});
    expect(within(fields).getAllByRole('row').slice(1)).toHaveLength(download.inputs.length);
    expect(load).toHaveBeenCalledTimes(1);
    const reference = screen.getByText(/^Inputs/).closest('details')!;
    expect(reference.open).toBe(true);
    expect(screen.getByText(/^Inputs/)).toHaveFocus();
    expect(screen.getByText(/^JSON step and custom code/).closest('details')!.open).toBe(false);
  });
});

it('on a client-side visit, waits for the group and then renders the entries and index from it', async () => {
  const lazy = lazyGroup('browser', async () => ({default: browser}));
  await act(async () => {
    render(
      <React.Suspense fallback="waiting">
        <ApiModuleIndex actions={lazy} />
        <ApiAction action={lazy['open']} />
      </React.Suspense>,
    );
  });
  expect(screen.queryByText('waiting')).toBeNull();
  expect(screen.getByRole('region', {name: 'Actions of this module'})).toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(Object.keys(browser).length + 1);
  expect(document.getElementById('api-entry-browser-open')).toHaveTextContent(browser['open'].summary);
  expect(screen.getByText(/^Inputs/).closest('details')!.open).toBe(false);
});

describe('a module list drawn from lazy groups (`lazyActionsOf` on an API page whose groups are lazy)', () => {
  const mouse = actionsOf('mouse', desktop);

  it('keeps the server’s module index on first load, named by the module', () => {
    const load = jest.fn(async () => ({default: desktop}));
    expectKeptOnFirstLoad(
      <ApiModuleIndex actions={mouse} />,
      <ApiModuleIndex actions={lazyActionsOf('mouse', lazyGroup('desktop', load))} />,
      'api-index-mouse',
      load,
    );
  });

  it('on a client-side visit, loads its groups and lists the module’s actions only', async () => {
    await act(async () => {
      render(
        <ApiModuleIndex
          actions={lazyActionsOf(
            'mouse',
            lazyGroup('desktop', async () => ({default: desktop})),
          )}
        />,
      );
    });
    expect(document.getElementById('api-index-mouse')).not.toBeNull();
    const identifiers = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(identifiers).toEqual(mouse.map((action) => action.id));
    expect(identifiers.length).toBeLessThan(Object.keys(desktop).length);
  });
});
