import React from 'react';
import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import PageTools, {feedbackUrl} from '@site/src/components/PageTools';
import {markdownPath} from '@site/src/components/PageTools/markdownPath';

const page = {
  title: 'Open browser',
  route: '/docs/browser/open',
  siteUrl: 'https://docs.tucano.example',
  repositoryUrl: 'https://github.com/tucano-rpa/tucano-docs',
};

it.each([
  ['/docs/browser/open', '/docs/browser/open.md'],
  ['/api/', '/api/index.md'],
  ['/', '/index.md'],
])('the Markdown copy of %s is %s', (route, path) => {
  expect(markdownPath(route)).toBe(path);
});

it.each([
  [true, 'Docs feedback: "Open browser" was helpful', 'Was this page helpful? Yes'],
  [false, 'Docs feedback: "Open browser" was not helpful', 'Was this page helpful? No'],
])('helpful=%s opens a new issue prefilled with the page', (helpful, title, answer) => {
  const url = new URL(feedbackUrl(page, helpful));
  expect(`${url.origin}${url.pathname}`).toBe('https://github.com/tucano-rpa/tucano-docs/issues/new');
  expect(url.searchParams.get('title')).toBe(title);
  expect(url.searchParams.get('body')).toContain('Page: https://docs.tucano.example/docs/browser/open\n');
  expect(url.searchParams.get('body')).toContain(answer);
});

it('the Yes and No links are named in a group that asks the question', () => {
  render(<PageTools {...page} />);
  const group = screen.getByRole('group', {name: 'Was this page helpful?'});
  expect(group.querySelector('a')).toHaveAttribute('href', feedbackUrl(page, true));
  expect(screen.getByRole('link', {name: 'No'})).toHaveAttribute('href', feedbackUrl(page, false));
  expect(screen.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/docs/browser/open.md');
});

describe('Copy page as Markdown', () => {
  const writeText = jest.fn<Promise<void>, [string]>();
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue();
    Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
  });
  afterEach(() => {
    delete (globalThis as {fetch?: unknown}).fetch;
  });

  it('copies the fetched Markdown copy and announces it', async () => {
    const fetch = jest.fn().mockResolvedValue({ok: true, text: async () => '# Open browser\n'});
    globalThis.fetch = fetch;
    render(<PageTools {...page} />);
    fireEvent.click(screen.getByRole('button', {name: 'Copy page as Markdown'}));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied the page as Markdown.'));
    expect(fetch).toHaveBeenCalledWith('/docs/browser/open.md');
    expect(writeText).toHaveBeenCalledWith('# Open browser\n');
  });

  it('says so when the copy cannot be fetched', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({ok: false, status: 404, statusText: 'Not Found'});
    render(<PageTools {...page} />);
    fireEvent.click(screen.getByRole('button', {name: 'Copy page as Markdown'}));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Could not copy the page. Open it as Markdown instead.'),
    );
    expect(writeText).not.toHaveBeenCalled();
  });
});
