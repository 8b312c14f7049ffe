// The phone's "On this page" list is a navigation landmark
// (src/theme/TOCCollapsible), and the class that hides it on a desktop hides
// the landmark too.
import React from 'react';
import {render, screen} from '@testing-library/react';
import TOCCollapsible from '@site/src/theme/TOCCollapsible';

it('puts upstream inside a nav named "On this page" that carries the caller’s class', () => {
  const toc = [{value: 'Inputs', id: 'inputs', level: 2}];
  render(<TOCCollapsible toc={toc} className="theme-doc-toc-mobile tocMobile" />);
  const nav = screen.getByRole('navigation', {name: 'On this page'});
  expect(nav).toHaveClass('theme-doc-toc-mobile', 'tocMobile');
  const upstream = screen.getByTestId('upstream');
  expect(nav).toContainElement(upstream);
  expect(upstream).toHaveTextContent('Inputs');
  expect(upstream).not.toHaveClass('tocMobile');
});
