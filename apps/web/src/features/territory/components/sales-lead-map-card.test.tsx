import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { territoryCalls } from '@client-admin/contracts/territory.calls';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
  type FetchCall,
  paramsOf,
} from '../../../lib/testing/render-feature';
import { SalesLeadMapCard } from './sales-lead-map-card';

vi.mock('../../../lib/auth/access-token');

function renderCard(answer: (call: FetchCall) => Response) {
  signInAs(STAFF_ROLES);
  const calls = mockFetch(answer);
  renderWithProviders(<SalesLeadMapCard />);
  return calls;
}

const user = () => userEvent.setup({ delay: null });

describe('SalesLeadMapCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says "No Zip Codes available." when nothing is saved', async () => {
    const u = user();
    renderCard(() => json({ message: M.noZipCodes }, 404));
    await u.click(await screen.findByRole('button', { name: 'Load my zip codes' }));
    expect(await screen.findByText(M.noZipCodes)).toBeInTheDocument();
  });

  it('loads the saved zips, checks new ones and saves only the known', async () => {
    const u = user();
    const calls = renderCard((call) => {
      if (paramsOf(call, territoryCalls.getSalesZips)) return json({ zipCodes: ['78701'] });
      if (paramsOf(call, territoryCalls.validateSalesZips)) {
        return json({ zipCodes: ['78701', '10001'], notFound: ['00000'], invalid: ['abc'] });
      }
      return json({ zipCodes: (call.body as { zipCodes: string[] }).zipCodes });
    });
    await u.click(await screen.findByRole('button', { name: 'Load my zip codes' }));
    expect(await screen.findByText(M.retrievedZipCodes)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Zip codes' });
    expect(field).toHaveValue('78701');
    expect(screen.getByRole('button', { name: /^Save/ })).toBeDisabled();

    await u.type(field, ', 10001, 00000, abc');
    await u.click(screen.getByRole('button', { name: 'Check zip codes' }));
    expect(await screen.findByText('2 known zip codes')).toBeInTheDocument();
    expect(screen.getByText(M.zipsNotFound(['00000']))).toBeInTheDocument();
    expect(screen.getByText(M.invalidEntries(['abc']))).toBeInTheDocument();
    const validated = calls.find((c) => paramsOf(c, territoryCalls.validateSalesZips));
    expect(validated?.body).toEqual({ data: '78701, 10001, 00000, abc' });

    await u.click(screen.getByRole('button', { name: 'Save 2 known zip codes' }));
    expect(await screen.findByText(M.salesZipsSaved(2))).toBeInTheDocument();
    const saved = calls.find(
      (c) => c.method === 'POST' && paramsOf(c, territoryCalls.setSalesZips),
    );
    expect(saved?.body).toEqual({ zipCodes: ['78701', '10001'] });
  }, 30_000);
});
