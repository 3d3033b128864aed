import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@client-admin/contracts/call-table';
import type { ChannelDashboard } from '@client-admin/contracts/channels';
import { channelCalls } from '@client-admin/contracts/channels.calls';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { json, mockFetch, renderWithProviders } from '../../../../lib/testing/render-feature';
import { ChannelDashboardCard } from './channel-dashboard-card';

vi.mock('../../../../lib/auth/access-token');

const DASHBOARD: ChannelDashboard = {
  clientId: 5,
  total: 9,
  active: 6,
  paused: 1,
  incomplete: 1,
  products: [
    { productTypeId: 1, total: 6, active: 4, paused: 1, incomplete: 1 },
    { productTypeId: 2, total: 3, active: 2, paused: 0, incomplete: 0 },
  ],
  needsAttention: [
    {
      id: 11,
      name: 'INCOMPLETE Auto',
      productTypeId: 1,
      status: 'ACTIVE',
      temporaryPause: null,
      reason: 'incomplete',
    },
    {
      id: 12,
      name: 'Home leads',
      productTypeId: 1,
      status: 'PAUSE',
      temporaryPause: { start: '2026-11-22T15:00:00Z', scheduledEnd: '2026-11-22T22:30:00Z' },
      reason: 'paused',
    },
    {
      id: 13,
      name: 'Life calls',
      productTypeId: 2,
      status: 'ACTIVE',
      temporaryPause: null,
      reason: 'inactivePackage',
    },
  ],
};

const EMPTY: ChannelDashboard = {
  clientId: 5,
  total: 0,
  active: 0,
  paused: 0,
  incomplete: 0,
  products: [
    { productTypeId: 1, total: 0, active: 0, paused: 0, incomplete: 0 },
    { productTypeId: 2, total: 0, active: 0, paused: 0, incomplete: 0 },
  ],
  needsAttention: [],
};

function serve(answer: () => Response | Promise<Response>) {
  return mockFetch(({ url }) =>
    url.pathname === fillPath(channelCalls.getChannelDashboard.path, { clientId: 5 })
      ? answer()
      : json({ statusCode: 404, message: 'Not Found' }, 404),
  );
}

const renderCard = () =>
  renderWithProviders(<ChannelDashboardCard clientId={5} isCorporate={false} />);

describe('ChannelDashboardCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows active of total per product, paused and incomplete counts', async () => {
    let answer = (_: Response) => {};
    serve(() => new Promise((resolve) => (answer = resolve)));
    renderCard();

    expect(
      await screen.findByRole('progressbar', { name: 'Loading lead channels' }),
    ).toBeInTheDocument();
    answer(json(DASHBOARD));
    const web = await screen.findByRole('region', { name: 'Web channels' });
    expect(web).toHaveTextContent('6');
    expect(web).toHaveTextContent('4 of 6 active');
    expect(within(web).getByRole('progressbar', { name: 'Web channels active' })).toHaveAttribute(
      'aria-valuetext',
      '4 of 6 active',
    );
    expect(screen.getByRole('region', { name: 'Call channels' })).toHaveTextContent(
      '2 of 3 active',
    );
    expect(screen.getByRole('region', { name: 'Paused channels' })).toHaveTextContent('1');
    expect(screen.getByRole('region', { name: 'Incomplete channels' })).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'All lead channels' })).toHaveAttribute(
      'href',
      '/client/5/leads/channels',
    );
  }, 20_000);

  it('links each channel needing attention to its editor with its status', async () => {
    serve(() => json(DASHBOARD));
    renderCard();

    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    const items = within(attention).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'INCOMPLETE Auto' })).toHaveAttribute(
      'href',
      '/leads/channeledit/5/11',
    );
    expect(items[0]).toHaveTextContent('Setup not finished');
    expect(within(items[1]!).getByRole('link', { name: 'Home leads' })).toHaveAttribute(
      'href',
      '/leads/channeledit/5/12',
    );
    expect(within(items[1]!).getByText('Paused until 11-22-2026 5:30 pm ET')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Package no longer active');
    expect(within(items[2]!).getByText('ACTIVE')).toBeInTheDocument();
  }, 20_000);

  it('offers to add a channel when the client has none', async () => {
    serve(() => json(EMPTY));
    renderCard();

    expect(await screen.findByText('No lead channels yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Web Channel' })).toHaveAttribute(
      'href',
      '/leads/create-channel/5/web',
    );
    expect(screen.getByRole('link', { name: 'Add Call Channel' })).toHaveAttribute(
      'href',
      '/leads/create-channel/5/call',
    );
    expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument();
  }, 20_000);

  it('shows the channel message when the summary cannot be loaded', async () => {
    serve(() => json({ statusCode: 500, message: 'Boom' }, 500));
    renderCard();

    expect(await screen.findByRole('alert')).toHaveTextContent(CHANNEL_MESSAGES.getChannels);
    expect(screen.getByRole('link', { name: 'All lead channels' })).toBeInTheDocument();
  }, 20_000);
});
