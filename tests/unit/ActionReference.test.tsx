import React from 'react';
import {render, screen, within} from '@testing-library/react';
import {ActionSummary, Errors, Inputs, Outputs, StepPanel} from '@site/src/components/catalogue/ActionReference';
import browser from '@site/src/catalogue/actions/browser';
import desktop from '@site/src/catalogue/actions/desktop';
import email from '@site/src/catalogue/actions/email';

const fillField = browser['fill-field'];
const downloadV1 = browser['download/v1_0_0'];
const downloadV2 = browser['download/v2_0_0'];

describe('Inputs', () => {
  it('renders one row per catalogue field with its label, type, requirement and default', () => {
    render(<Inputs action={fillField} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(fillField.inputs.length);
    const clearFirst = screen.getByRole('rowheader', {name: 'Clear field first'}).closest('tr')!;
    expect(
      within(clearFirst)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Boolean', 'No', 'true', expect.stringContaining('Remove the current content')]);
  });

  it('names each cell by its column, for the card layout on a phone', () => {
    render(<Inputs action={fillField} />);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Field', 'Type', 'Required', 'Default', 'Description']);
    const row = screen.getByRole('rowheader', {name: 'Clear field first'}).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.dataset.label),
    ).toEqual(headers.slice(1));
  });

  it('shows the unit of a measured Number and an inherited default as the robot setting, linked', () => {
    render(<Inputs action={fillField} />);
    const timeout = screen.getByRole('rowheader', {name: 'Timeout (ms)'}).closest('tr')!;
    const [type, , fallback] = within(timeout).getAllByRole('cell');
    expect(type).toHaveTextContent('Number (ms)');
    expect(within(fallback).getByRole('link', {name: 'robot setting (30\u00a0000 ms)'})).toHaveAttribute(
      'href',
      '/how-to-set-robot-settings#default-timeout',
    );
  });

  it('says when a field is required only with some values of a choice, and when Yes', () => {
    render(<Inputs action={desktop['mouse/dragAndDrop']} />);
    const required = (label: string) =>
      within(screen.getByRole('rowheader', {name: label}).closest('tr')!).getAllByRole('cell')[1]!.textContent;
    expect(required('From X')).toBe('Yes, when Target is coordinates');
    expect(required('To image')).toBe('Yes, when Target is image');
    expect(required('Timeout (ms)')).toBe('No');
  });

  it('writes an empty-text default in words, not as an empty code pill', async () => {
    const {default: functions} = await import('@site/src/catalogue/actions/functions');
    const action = Object.values(functions).find((each) => each.inputs.some((input) => input.default === ''))!;
    render(<Inputs action={action} />);
    const input = action.inputs.find((each) => each.default === '')!;
    const defaultCell = within(screen.getByRole('rowheader', {name: input.label}).closest('tr')!).getAllByRole(
      'cell',
    )[2];
    expect(defaultCell.innerHTML).toBe('empty text');
  });

  it('lets a default path break after its backslashes', () => {
    render(<Inputs action={browser['open']} />);
    const folder = screen.getByRole('rowheader', {name: 'Download folder'}).closest('tr')!;
    const code = within(folder).getAllByRole('cell')[2].querySelector('code')!;
    expect(code.innerHTML).toBe('C:\\<wbr>Tucano\\<wbr>Downloads');
  });

  it('lists the accepted values of a choice field', () => {
    render(<Inputs action={browser['open']} />);
    const row = screen.getByRole('rowheader', {name: 'Browser'}).closest('tr')!;
    expect(row).toHaveTextContent('One of: chromium, edge, firefox.');
  });
});

describe('Outputs', () => {
  it('says so when an action produces no variables', () => {
    render(<Outputs action={fillField} />);
    expect(screen.getByText('This action produces no variables.')).toBeInTheDocument();
  });

  it('shows the variable and the shape of an Object result', () => {
    render(<Outputs action={downloadV2} />);
    expect(screen.getByRole('rowheader', {name: '{{download}}'})).toBeInTheDocument();
    expect(screen.getByText('download.path')).toBeInTheDocument();
    expect(screen.getByText('download.size')).toBeInTheDocument();
  });

  it('reads the fields of a List result on an item, as pages read them', () => {
    render(<Outputs action={email['read']} />);
    expect(screen.getByText('messages[0].subject')).toBeInTheDocument();
    expect(screen.queryByText('messages.subject')).not.toBeInTheDocument();
  });
});

describe('Errors', () => {
  it('renders every error code with its message, cause and fix, each in its column', () => {
    render(<Errors action={downloadV2} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Code',
      'Message',
      'When it happens',
      'What to do',
    ]);
    for (const error of downloadV2.errors) {
      // By text: jsdom, without layout, names the code's <wbr> as a space.
      const row = screen.getByRole('rowheader', {name: (_, th) => th.textContent === error.code}).closest('tr')!;
      expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(error.message);
    }
    expect(screen.getAllByRole('row')).toHaveLength(downloadV2.errors.length + 1);
  });
});

describe('ActionSummary', () => {
  it('shows the minimum Client version as a badge', () => {
    render(<ActionSummary action={downloadV2} />);
    expect(screen.getByRole('list', {name: 'About this action'})).toHaveTextContent('Needs: Client 4.2+');
  });

  it('marks the latest version and links to the older one and the API entry', () => {
    render(<ActionSummary action={downloadV2} />);
    expect(screen.getByText('latest')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'v1_0_0'})).toHaveAttribute('href', '/docs/browser/download/v1_0_0');
    expect(screen.getByRole('link', {name: 'API reference'})).toHaveAttribute(
      'href',
      '/api/actions/browser#browserdownload-v2_0_0',
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows an older version which version replaces it, what changed and how to migrate', () => {
    render(<ActionSummary action={downloadV1} />);
    const notice = screen.getByRole('note', {name: 'v2_0_0 replaces this version'});
    expect(within(notice).getByRole('link', {name: 'v2_0_0'})).toHaveAttribute('href', '/docs/browser/download/v2_0_0');
    expect(notice).toHaveTextContent(downloadV1.supersededBy!.changes.replace(/`/g, ''));
    expect(screen.getByText('older version')).toBeInTheDocument();
  });
});

describe('StepPanel', () => {
  it('labels the example values with the fields Studio shows', () => {
    render(<StepPanel action={fillField} values={{element: '@cnpjField', value: '{{supplier.cnpj}}'}} />);
    expect(screen.getByText('Element').nextSibling).toHaveTextContent('@cnpjField');
    expect(screen.getByText('Value').nextSibling).toHaveTextContent('{{supplier.cnpj}}');
  });

  it('lets a long value wrap after its separators, never inside a variable, and copies as typed', () => {
    const path = 'C:\\Tucano\\exports\\{{file-name}}.csv';
    render(<StepPanel action={fillField} values={{value: path}} />);
    const code = screen.getByText('Value').nextSibling!.firstChild as HTMLElement;
    expect(code.textContent).toBe(path);
    expect(code.innerHTML).toBe(
      'C:\\<wbr>Tucano\\<wbr>exports\\<wbr><span class="nowrap">{{file-name}}</span>.<wbr>csv',
    );
  });

  it('fails the build on a field the action does not have', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<StepPanel action={fillField} values={{colour: 'red'}} />)).toThrow(
      'StepPanel: "colour" is not a field of browser.fill-field v1_0_0',
    );
  });
});

describe('ScrollableTable', () => {
  it('names a Markdown table by its column headers, so regions are distinct', async () => {
    const {default: ScrollableTable} = await import('@site/src/components/ScrollableTable');
    render(
      <ScrollableTable>
        <thead>
          <tr>
            <th>Word</th>
            <th>
              <strong>Meaning</strong>
            </th>
          </tr>
        </thead>
        <tbody />
      </ScrollableTable>,
    );
    const region = screen.getByRole('region', {name: 'Table: Word, Meaning'});
    expect(region).toHaveAttribute('tabindex', '0');
  });
});

describe('StepPanel values', () => {
  it('shows a List or Object value as JSON', () => {
    const action = {
      ...fillField,
      inputs: [{key: 'days', label: 'Business days', type: 'List' as const, required: true, description: 'x'}],
    };
    render(<StepPanel action={action} values={{days: ['monday', 'friday']}} />);
    expect(screen.getByText('Business days').nextSibling).toHaveTextContent('["monday","friday"]');
  });
});

describe('InlineText', () => {
  it('breaks code after dots and underscores of identifiers and error codes, never inside a short variable', async () => {
    const {InlineText} = await import('@site/src/components/catalogue/InlineText');
    const {container} = render(
      <p>
        <InlineText text="See `results.rows_total`, `BROWSER_DOWNLOAD_TIMEOUT` and `{{bill.total}}`." />
      </p>,
    );
    expect([...container.querySelectorAll('code')].map((code) => code.innerHTML)).toEqual([
      'results.<wbr>rows_<wbr>total',
      'BROWSER_<wbr>DOWNLOAD_<wbr>TIMEOUT',
      '{{bill.total}}',
    ]);
  });

  it('lets an error code written as plain text break after its underscores only', async () => {
    const {InlineText} = await import('@site/src/components/catalogue/InlineText');
    const text = 'Fails with BROWSER_NAVIGATION_TIMEOUT after 30 000 ms.';
    const {container} = render(
      <p>
        <InlineText text={text} />
      </p>,
    );
    expect(container.querySelector('p')!.innerHTML).toBe(
      'Fails with BROWSER_<wbr>NAVIGATION_<wbr>TIMEOUT after 30&nbsp;000 ms.',
    );
  });
});

describe('Errors in a narrow column', () => {
  it('break the codes in the Code and Message columns after their underscores, and copy as written', () => {
    render(<Errors action={browser['upload']} />);
    const code = screen.getAllByRole('rowheader').find((th) => th.textContent === 'BROWSER_UPLOAD_FILE_NOT_FOUND')!;
    expect(code.querySelector('code')!.innerHTML).toBe('BROWSER_<wbr>UPLOAD_<wbr>FILE_<wbr>NOT_<wbr>FOUND');
    const message = within(code.closest('tr')!).getAllByRole('cell')[0];
    expect(message.innerHTML).toContain('WHATSAPP_<wbr>ATTACHMENT_<wbr>NOT_<wbr>FOUND');
    expect(message.textContent).toContain('Shared by AWS_FILE_NOT_FOUND, BROWSER_UPLOAD_FILE_NOT_FOUND and');
  });
});

describe('Errors of a shared message', () => {
  it('say which codes share the message and why', () => {
    render(<Errors action={browser['upload']} />);
    expect(screen.getByText('BROWSER_UPLOAD_FILE_NOT_FOUND').closest('tr')).toHaveTextContent(
      'Shared by AWS_FILE_NOT_FOUND, BROWSER_UPLOAD_FILE_NOT_FOUND and WHATSAPP_ATTACHMENT_NOT_FOUND',
    );
  });
});
