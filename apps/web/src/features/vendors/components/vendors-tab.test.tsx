import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vendorOperations as ops } from '@client-admin/contracts/vendors';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { json, mockFetch, renderWithProviders } from '../../../lib/testing/render-feature';
import { VendorsTab } from './vendors-tab';

vi.mock('../../../lib/auth/access-token');

const VENDORS = [
  { id: 1, name: 'EverQuote', isActive: true, leadVolume: 1200 },
  { id: 2, name: 'Aragon', isActive: false, leadVolume: 300 },
];
const failure = () => json({ statusCode: 500, error: 'Server Error', message: 'boom' }, 500);

describe('VendorsTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the vendors and charts the top ten by lead volume', async () => {
    const calls = mockFetch((call) => {
      const path = call.url.pathname;
      if (path === ops.listVendors.path || path === ops.listTopVendors.path) return json(VENDORS);
      return failure();
    });
    renderWithProviders(<VendorsTab />);

    const table = await screen.findByRole('table', { name: 'Vendors' });
    const row = within(table).getByText('Aragon').closest('tr')!;
    expect(row).toHaveTextContent('Inactive');
    expect(row).toHaveTextContent('300');
    const chart = await screen.findByRole('list', { name: 'Lead volume by vendor' });
    const bars = within(chart).getAllByRole('listitem');
    expect(bars[0]).toHaveTextContent('EverQuote1,200 leads');
    expect(bars[1]).toHaveTextContent('Aragon300 leads');
    const top = calls.find((call) => call.url.pathname === ops.listTopVendors.path);
    expect(top?.url.searchParams.get('count')).toBe('10');
  }, 20_000);

  it('says which call failed with the spec messages', async () => {
    mockFetch(() => failure());
    renderWithProviders(<VendorsTab />);
    // Each failure is an alert in its card and a toast.
    await waitFor(() => expect(screen.getAllByText(CHANNEL_MESSAGES.getVendors)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getAllByText(CHANNEL_MESSAGES.getTopVendors)).toHaveLength(2),
    );
  }, 20_000);
});
