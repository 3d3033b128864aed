import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subsidiesCalls } from '@client-admin/contracts/subsidies.calls';
import {
  json,
  mockFetch,
  paramsOf,
  renderWithProviders,
  signInAs,
} from '../../../lib/testing/render-feature';
import StateFarmSubsidiesPage from './state-farm-subsidies-page';

vi.mock('../../../lib/auth/access-token');

const PATH = '/client/$clientId/stateFarmSubsidies';

describe('StateFarmSubsidiesPage (seed 002 §2, §9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the client's subsidies by state, county and product, percent ones with their cap", async () => {
    signInAs([], 1);
    const calls = mockFetch((call) =>
      paramsOf(call, subsidiesCalls.getClientSubsidies)
        ? json({
            clientId: 1,
            parentCompany: 'STATEFARM',
            states: ['NM', 'WA'],
            subsidies: [
              {
                leadState: 'NM',
                county: '',
                product: 'SF-AUTO-WEB',
                kind: 'FLAT',
                subsidy: 2.5,
                subsidyCap: null,
                display: '$2.50',
              },
              {
                leadState: 'WA',
                county: 'KING',
                product: 'SF-HOME-WEB',
                kind: 'PERCENT',
                subsidy: 25,
                subsidyCap: 10,
                display: '25% (cap $10.00)',
              },
            ],
          })
        : json({}, 404),
    );
    renderWithProviders(<StateFarmSubsidiesPage />, {
      path: PATH,
      url: '/client/1/stateFarmSubsidies',
    });
    const table = await screen.findByRole('table', { name: 'Subsidies' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('NMAll countiesSF-AUTO-WEB$2.50');
    expect(rows[2]).toHaveTextContent('WAKINGSF-HOME-WEB25% (cap $10.00)');
    expect(paramsOf(calls[0]!, subsidiesCalls.getClientSubsidies)).toEqual({ id: '1' });
  });

  it('says when there are none, and shows a failure as seed 002 §8 does', async () => {
    signInAs([], 1);
    mockFetch(() =>
      json({ clientId: 1, parentCompany: 'STATEFARM', states: ['NM'], subsidies: [] }),
    );
    const { unmount } = renderWithProviders(<StateFarmSubsidiesPage />, {
      path: PATH,
      url: '/client/1/stateFarmSubsidies',
    });
    expect(await screen.findByText('No subsidies in NM.')).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    mockFetch(() => json({ message: 'You may not see this client' }, 403));
    renderWithProviders(<StateFarmSubsidiesPage />, {
      path: PATH,
      url: '/client/1/stateFarmSubsidies',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error(s): You may not see this client',
    );
  });
});
