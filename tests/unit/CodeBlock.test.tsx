// The CodeBlock wrap and its Content: a fence arrives highlighted at build
// time and is rendered as it is; a block built in the browser is plain text
// until it is near the viewport, then highlighted by the same code.
import React from 'react';
import {act, render, screen, waitFor} from '@testing-library/react';
import CodeBlock from '@site/src/theme/CodeBlock';
import {highlightFence} from '@site/src/plugins/highlightCode/remark';
import {activePlugin} from '../mocks/docsClient';

/** jsdom has no IntersectionObserver: this one reports what a test tells it. */
let report: (isIntersecting: boolean) => void;
beforeAll(() => {
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      report = (isIntersecting) => callback([{isIntersecting} as IntersectionObserverEntry], this as never);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

const code = 'const a = 1;\nconst b = 2;\n';

it('renders the HTML highlighted at build time, in a focusable pre named by its language', () => {
  render(
    <CodeBlock className="language-js" highlighted={highlightFence(code, 'js')} metastring='title="Two constants"'>
      {code}
    </CodeBlock>,
  );
  expect(screen.getByText('Two constants')).toBeInTheDocument();
  const pre = document.querySelector('pre')!;
  expect(pre).toHaveAttribute('tabindex', '0');
  expect(pre).toHaveClass('language-js');
  expect(pre.querySelectorAll('.token-line')).toHaveLength(2);
  expect(pre.querySelector('.token.keyword')).toHaveTextContent('const');
  expect(document.querySelector('[data-plain-code]')).toBeNull();
});

it('serves a block built in the browser as plain text until it is near the viewport', async () => {
  render(<CodeBlock language="json">{'{"retries": 2}\n'}</CodeBlock>);
  expect(document.querySelector('[data-plain-code]')).not.toBeNull();
  expect(document.querySelector('.token')).toBeNull();
  // One text node, without the final newline.
  expect(document.querySelector('pre code')!.textContent).toBe('{"retries": 2}');
  act(() => report(false));
  expect(document.querySelector('.token')).toBeNull();
  act(() => report(true));
  await waitFor(() => expect(document.querySelector('.token.property')).toHaveTextContent('"retries"'));
  expect(document.querySelector('pre')).toHaveClass('language-json');
  expect(document.querySelector('[data-plain-code]')).toBeNull();
});

it('copies the code without its magic comments', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  Object.assign(navigator, {clipboard: {writeText}});
  const fence = 'a();\n// highlight-next-line\nb();\n';
  render(
    <CodeBlock className="language-js" highlighted={highlightFence(fence, 'js')}>
      {fence}
    </CodeBlock>,
  );
  expect(document.querySelector('.theme-code-block-highlighted-line')).toHaveTextContent('b();');
  act(() => screen.getByRole('button', {name: 'Copy code to clipboard'}).click());
  expect(writeText).toHaveBeenCalledWith('a();\nb();');
  expect(await screen.findByRole('button', {name: 'Copied'})).toBeInTheDocument();
  // A screen reader hears it: the label's one-second change is announced by none.
  expect(screen.getByRole('status')).toHaveTextContent('Copied the code.');
});

it('announces every copy, a second one too, and empties its status once the label is back', async () => {
  jest.useFakeTimers();
  try {
    Object.assign(navigator, {clipboard: {writeText: jest.fn(() => Promise.resolve())}});
    render(<CodeBlock className="language-js">{'a();\n'}</CodeBlock>);
    const status = screen.getByRole('status');
    await act(async () => screen.getByRole('button', {name: 'Copy code to clipboard'}).click());
    expect(status).toHaveTextContent('Copied the code.');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', {name: 'Copy code to clipboard'})).toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
    // Copied again before the second is up: the text leaves, then comes back, so it is a change again.
    await act(async () => screen.getByRole('button', {name: 'Copy code to clipboard'}).click());
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(status.textContent ?? ''));
    observer.observe(status, {childList: true, characterData: true, subtree: true});
    await act(async () => screen.getByRole('button', {name: 'Copied'}).click());
    await act(async () => {});
    observer.disconnect();
    expect(texts).toEqual(['', 'Copied the code.']);
  } finally {
    jest.useRealTimers();
  }
});

it('says so when the clipboard refuses the code', async () => {
  Object.assign(navigator, {clipboard: {writeText: jest.fn(() => Promise.reject(new Error('denied')))}});
  render(<CodeBlock className="language-js">{'a();\n'}</CodeBlock>);
  act(() => screen.getByRole('button', {name: 'Copy code to clipboard'}).click());
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The code could not be copied'));
  expect(screen.getByRole('button', {name: 'Copy code to clipboard'})).toBeInTheDocument();
});

it('on an API page, holds even a build-time block as plain text until it is near the viewport', () => {
  activePlugin.id = 'api';
  try {
    render(
      <CodeBlock className="language-js" highlighted={highlightFence(code, 'js')}>
        {code}
      </CodeBlock>,
    );
    expect(document.querySelector('.token')).toBeNull();
    act(() => report(true));
    expect(document.querySelector('.token.keyword')).toHaveTextContent('const');
  } finally {
    activePlugin.id = undefined;
  }
});

it('escapes the code it serves plain', () => {
  render(<CodeBlock language="html">{'<img src=x onerror=alert(1)>'}</CodeBlock>);
  expect(document.querySelector('img')).toBeNull();
  expect(document.querySelector('pre code')!.textContent).toBe('<img src=x onerror=alert(1)>');
});

it('renders JSX children as they are', () => {
  render(
    <CodeBlock>
      <span>one</span>
    </CodeBlock>,
  );
  expect(document.querySelector('[data-element] span')).toHaveTextContent('one');
});
