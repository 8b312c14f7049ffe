// A page's first load of kept server HTML (src/components/keptHtml.tsx): what
// the server rendered, hydrated in the browser with a lazy group in place of
// the group, must stay exactly as it is, log no error and load nothing.
import type {ReactElement} from 'react';
import {render} from '@testing-library/react';

// The server's renderer (the project has no types for react-dom).
const {renderToString} = require('react-dom/server') as {renderToString: (element: React.ReactElement) => string};

/** Renders `server` as the server does, hydrates `browser` over it, and checks the element `id` was kept untouched. */
export function expectKeptOnFirstLoad(server: ReactElement, browser: ReactElement, id: string, load: jest.Mock) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(server);
  expect(container.querySelector(`[id="${id}"]`)).not.toBeNull();
  const before = container.innerHTML;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(browser, {container, hydrate: true});
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(container.innerHTML).toBe(before);
  expect(load).not.toHaveBeenCalled();
}
