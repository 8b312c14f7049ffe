// The phone's "On this page" toggle says whether the list is open
// (src/theme/TOCCollapsible/CollapseButton), around the real upstream button.
import React from 'react';
import {render, screen} from '@testing-library/react';
import CollapseButton from '@site/src/theme/TOCCollapsible/CollapseButton';

it.each([
  [true, 'false'],
  [false, 'true'],
])('collapsed %s: aria-expanded is %s, and the button keeps its label and click', (collapsed, expanded) => {
  const onClick = jest.fn();
  render(<CollapseButton collapsed={collapsed} onClick={onClick} />);
  const button = screen.getByRole('button', {name: 'On this page'});
  expect(button).toHaveAttribute('aria-expanded', expanded);
  button.click();
  expect(onClick).toHaveBeenCalledTimes(1);
});
