// The CodeBlock wrap: on API pages a block stays plain text until it is near
// the viewport; elsewhere, and when lines are highlighted, it is the original.
import React from 'react';
import {act, render, screen} from '@testing-library/react';
import CodeBlock from '@site/src/theme/CodeBlock';
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
afterEach(() => (activePlugin.id = undefined));

const code = 'const a = 1;\nconst b = 2;\n';

it('renders the original at once outside the API area', () => {
  activePlugin.id = 'default';
  render(<CodeBlock className="language-js">{code}</CodeBlock>);
  expect(document.querySelector('[data-highlighted]')).toHaveTextContent('const a = 1;');
});

it('on an API page, serves the code as plain text with its title until the block is near the viewport', () => {
  activePlugin.id = 'api';
  render(
    <CodeBlock className="language-js" metastring='title="Custom code v2_0_0: the call"'>
      {code}
    </CodeBlock>,
  );
  expect(document.querySelector('[data-highlighted]')).toBeNull();
  expect(screen.getByText('Custom code v2_0_0: the call')).toBeInTheDocument();
  // One text node, without the final newline, in a focusable pre.
  expect(document.querySelector('pre')).toHaveAttribute('tabindex', '0');
  expect(document.querySelector('pre code')!.textContent).toBe('const a = 1;\nconst b = 2;');
  act(() => report(false));
  expect(document.querySelector('[data-highlighted]')).toBeNull();
  act(() => report(true));
  expect(document.querySelector('[data-highlighted]')).toHaveTextContent('const b = 2;');
  expect(document.querySelector('[data-plain-code]')).toBeNull();
});

it('renders the original at once when lines are highlighted or numbered', () => {
  activePlugin.id = 'api';
  const {unmount} = render(
    <CodeBlock className="language-js" metastring="{2}">
      {code}
    </CodeBlock>,
  );
  expect(document.querySelector('[data-highlighted]')).not.toBeNull();
  unmount();
  render(<CodeBlock className="language-js">{'// highlight-next-line\nconst a = 1;'}</CodeBlock>);
  expect(document.querySelector('[data-highlighted]')).not.toBeNull();
});
