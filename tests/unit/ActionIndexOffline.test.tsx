// All actions reached by a client-side visit when its rows cannot be fetched
// (offline, a deploy replaced the chunk): a message, not an empty table.
import React from 'react';
import {render, screen} from '@testing-library/react';
import {AllActions} from '@site/src/components/catalogue/ActionIndex';

jest.mock('@generated/tucano-catalogue/default/action-rows.json', () => {
  throw new Error('offline');
});

it('says the rows could not be loaded', async () => {
  render(<AllActions />);
  expect(screen.getByText('Loading the actions…')).toBeInTheDocument();
  expect(await screen.findByText(/The actions could not be loaded/)).toBeInTheDocument();
});
