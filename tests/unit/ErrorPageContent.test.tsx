// A page that crashes shows the crash fallback (upstream ErrorPageContent
// inside Docusaurus's real ErrorBoundary, with our wrapper), and "Try again"
// renders the page again.
import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import ErrorPageContent from '@site/src/theme/ErrorPageContent';

const state = {crash: true};

function InvoicePage() {
  if (state.crash) throw new Error('Cannot read properties of undefined (reading invoiceTotal)');
  return <p>Invoice page</p>;
}

beforeEach(() => {
  state.crash = true;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

function renderPage() {
  return render(
    <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>
      <InvoicePage />
    </ErrorBoundary>,
  );
}

test('a crash shows "This page crashed.", the error message, Try again, and ways on', () => {
  renderPage();
  expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('This page crashed.');
  expect(screen.getByText(/reading invoiceTotal/)).toBeInTheDocument();
  expect(screen.getByRole('button', {name: 'Try again'})).toBeInTheDocument();
  expect(screen.getByRole('link', {name: 'Go to the documentation home'})).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', {name: 'Read Troubleshooting'})).toHaveAttribute('href', '/troubleshooting');
  expect(document.title).toBe('Page Error');
});

test('Try again renders the page again', () => {
  renderPage();
  state.crash = false;
  fireEvent.click(screen.getByRole('button', {name: 'Try again'}));
  expect(screen.getByText('Invoice page')).toBeInTheDocument();
  expect(screen.queryByText('This page crashed.')).not.toBeInTheDocument();
});
