// The Mermaid wrap mounts the diagram, and so loads Mermaid, only near the viewport.
import React from 'react';
import {act, render, screen} from '@testing-library/react';
import MermaidWrapper from '../../src/theme/Mermaid';

type Callback = (entries: Array<{isIntersecting: boolean}>) => void;
let observers: Array<{callback: Callback; options: IntersectionObserverInit; disconnected: boolean}> = [];

beforeEach(() => {
  observers = [];
  (globalThis as {IntersectionObserver?: unknown}).IntersectionObserver = class {
    record: (typeof observers)[number];
    constructor(callback: Callback, options: IntersectionObserverInit) {
      this.record = {callback, options, disconnected: false};
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  };
});
afterEach(() => {
  delete (globalThis as {IntersectionObserver?: unknown}).IntersectionObserver;
});

test('renders an empty box until the diagram comes near the viewport', async () => {
  const {container} = render(<MermaidWrapper value="flowchart LR; A-->B" />);
  expect(screen.queryByLabelText(/diagram/)).toBeNull();
  expect(container.querySelector('[data-mermaid-diagram]')).toBeEmptyDOMElement();
  expect(observers[0].options.rootMargin).toBe('400px 0px');

  act(() => observers[0].callback([{isIntersecting: false}]));
  expect(screen.queryByLabelText(/diagram/)).toBeNull();

  act(() => observers[0].callback([{isIntersecting: true}]));
  expect(await screen.findByLabelText('diagram: flowchart LR; A-->B')).toBeInTheDocument();
  expect(observers[0].disconnected).toBe(true);
});
