// LazyDetails: plain content until first opened, the rich content from then on.
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import LazyDetails from '@site/src/components/LazyDetails';

const details = (
  <LazyDetails summary="Inputs (2)" plain={<p>plain text</p>}>
    <table aria-label="rich" />
  </LazyDetails>
);

function toggle(element: HTMLDetailsElement, open: boolean) {
  element.open = open;
  fireEvent(element, new Event('toggle'));
}

it('holds the plain content, closed, until the reader opens it, and keeps the rich content after', () => {
  render(details);
  const element = document.querySelector('details')!;
  expect(element.open).toBe(false);
  expect(screen.getByText('plain text')).toBeInTheDocument();
  toggle(element, true);
  expect(screen.getByRole('table', {name: 'rich'})).toBeInTheDocument();
  expect(screen.queryByText('plain text')).not.toBeInTheDocument();
  toggle(element, false);
  expect(screen.getByRole('table', {name: 'rich'})).toBeInTheDocument();
});

it('renders the rich content when the details was opened before hydration', () => {
  // The server's markup is the first render's; the reader opens it before React hydrates.
  const {container, unmount} = render(details);
  const html = container.innerHTML.replace('<details', '<details open=""');
  unmount();
  const page = document.body.appendChild(document.createElement('div'));
  page.innerHTML = html;
  act(() => void render(details, {container: page, hydrate: true}));
  expect(page.querySelector('table')).not.toBeNull();
});
