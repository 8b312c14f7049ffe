// Loading states of a lazily loaded page (spec §4), with Docusaurus's real
// react-loadable and its @theme/Loading: nothing at first, a spinner after
// 200 ms, the error message in a red box with Retry on failure, and Retry loads
// again. The site has no Loading of its own: jest maps @theme/Loading to
// upstream's, which is what the site ships.
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';

function loadablePage(attempts: Array<'fail' | 'succeed' | 'hang'>) {
  let attempt = 0;
  return Loadable({
    // No delay option, as Docusaurus's ComponentCreator builds each route's loader.
    loading: Loading,
    loader: (): Promise<{default: React.ComponentType}> => {
      const outcome = attempts[attempt++];
      if (outcome === 'hang') return new Promise(() => {});
      if (outcome === 'fail') return Promise.reject(new Error('Loading chunk 812 failed.'));
      // Shaped like the module an import() of a page chunk resolves to.
      return Promise.resolve({__esModule: true, default: () => <p>Fill field</p>});
    },
  });
}

test('shows nothing before 200 ms and a spinner after', () => {
  jest.useFakeTimers();
  const Page = loadablePage(['hang']);
  const {container} = render(<Page />);
  act(() => jest.advanceTimersByTime(199));
  expect(container.querySelector('#loader')).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(container.querySelector('#loader')).not.toBeNull();
  jest.useRealTimers();
});

test('a failed chunk shows its message and Retry, and Retry loads the page', async () => {
  const Page = loadablePage(['fail', 'succeed']);
  render(<Page />);
  const message = await screen.findByText('Error: Loading chunk 812 failed.');
  expect(message.closest('div')).toHaveStyle({backgroundColor: 'rgb(250, 56, 62)'});
  fireEvent.click(screen.getByRole('button', {name: 'Retry'}));
  expect(await screen.findByText('Fill field')).toBeInTheDocument();
  expect(screen.queryByRole('button', {name: 'Retry'})).not.toBeInTheDocument();
});

test('is upstream’s: the site overrides no Loading component', () => {
  expect(fs.existsSync(path.join(__dirname, '..', '..', 'src', 'theme', 'Loading'))).toBe(false);
  expect(fs.existsSync(path.join(__dirname, '..', '..', 'src', 'theme', 'Loading.tsx'))).toBe(false);
});
