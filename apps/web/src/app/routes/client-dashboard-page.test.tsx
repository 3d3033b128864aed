import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@client-admin/contracts/call-table';
import type { ChannelDashboard } from '@client-admin/contracts/channels';
import { channelCalls } from '@client-admin/contracts/channels.calls';
import type { Client } from '@client-admin/contracts/clients';
import { json, mockFetch, renderWithProviders } from '../../lib/testing/render-feature';
import ClientDashboardPage from './client-dashboard-page';

vi.mock('../../lib/auth/access-token');

const CLIENT: Client = {
  id: 5,
  fullName: 'Ada Lovelace',
  firstName: 'Ada',
  status: 'PAUSE',
  statusLabel: 'Paused',
  statusMap: { ACTIVE: 'Active', PAUSE: 'Paused' },
  timeZone: 6,
  clientType: 'AGENT',
  parentCompany: null,
  parentCompanyName: null,
  farmersFolio: null,
  salesSupportTeamName: 'Team West',
  isActive: false,
  reactivationInfo: { billingType: 'CC', isEligibleForReactivation: true },
};

const NO_CHANNELS: ChannelDashboard = {
  clientId: 5,
  total: 0,
  active: 0,
  paused: 0,
  incomplete: 0,
  products: [],
  needsAttention: [],
};

describe('ClientDashboardPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the client, its lead channels and its quick links', async () => {
    const dashboard = fillPath(channelCalls.getChannelDashboard.path, { clientId: 5 });
    mockFetch(({ url }) => (url.pathname === dashboard ? json(NO_CHANNELS) : json(CLIENT)));
    renderWithProviders(<ClientDashboardPage />, { path: '/client/$clientId', url: '/client/5' });

    expect(await screen.findByRole('heading', { name: /Ada Lovelace/ })).toHaveTextContent('ID 5');
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(screen.getByText('Central')).toBeInTheDocument();
    expect(screen.getByText('Team West')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    const channels = screen.getByRole('region', { name: 'Lead channels' });
    expect(await within(channels).findByText('No lead channels yet')).toBeInTheDocument();
    expect(within(channels).getByRole('link', { name: 'All lead channels' })).toHaveAttribute(
      'href',
      '/client/5/leads/channels',
    );
    expect(screen.getByRole('link', { name: 'Account Info' })).toHaveAttribute(
      'href',
      '/client/5/account',
    );
  }, 20_000);

  it("shows the API's message when the client cannot be loaded", async () => {
    mockFetch(() =>
      json({ statusCode: 404, error: 'Not Found', message: 'Invalid ClientID' }, 404),
    );
    renderWithProviders(<ClientDashboardPage />, { path: '/client/$clientId', url: '/client/5' });
    expect(await screen.findByText('Invalid ClientID')).toBeInTheDocument();
  }, 20_000);
});
