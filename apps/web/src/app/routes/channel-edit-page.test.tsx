import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@client-admin/contracts/call-table';
import { channelCalls } from '@client-admin/contracts/channels.calls';
import { STAFF_ROLES, json, renderWithProviders, signInAs } from '../../lib/testing/render-feature';
import {
  AGENT_CLIENT,
  accountWith,
  makeChannelDetail,
} from '../../features/channels/components/editor/editor-fixtures';
import { serveEditor as serveChannelEditor } from '../../features/channels/components/editor/editor-test-server';
import { answerTerritory } from '../../features/territory/components/editor/territory-test-server';
import ChannelEditRoute from './channel-edit-page';

vi.mock('../../lib/auth/access-token', () => ({
  getAccessToken: async () => 'test-token',
  redirectToLogin: vi.fn(),
}));

/** The channel editor's reads, and the territory editor's composed into it. */
const serveEditor = (server: Parameters<typeof serveChannelEditor>[0]) =>
  serveChannelEditor({ ...server, answerFirst: answerTerritory });

function renderPage() {
  return renderWithProviders(<ChannelEditRoute />, {
    path: '/leads/channeledit/$clientId/$clientQuoteTypeId',
    url: '/leads/channeledit/5/9',
  });
}

const CHANGES = [
  {
    id: 1,
    clientQuoteTypeId: 9,
    changedAt: '2026-11-20T15:00:00Z',
    actor: 'cs@example.com',
    before: [{ type: 'State', stateAbbreviation: 'OK', county: null, zipCode: null }],
    after: [{ type: 'State', stateAbbreviation: 'TX', county: null, zipCode: null }],
  },
];

describe('ChannelEditPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the channel, its filters and its history', async () => {
    signInAs(STAFF_ROLES);
    serveEditor({
      clients: [AGENT_CLIENT],
      accounts: [accountWith(5, '')],
      channel: () => makeChannelDetail(),
      changes: CHANGES,
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Edit Channel 9' })).toBeInTheDocument();
    expect(await screen.findByRole('spinbutton', { name: 'Price' })).toHaveValue(22.5);
    expect(screen.getByRole('textbox', { name: 'Custom name' })).toHaveValue('Main auto');
    expect(await screen.findByText('The package sells to at most 3')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Territory' })).toHaveTextContent('TX');
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Advanced' })).toBeInTheDocument();
    expect(await screen.findByText('Added TX; Removed OK')).toBeInTheDocument();
    expect(screen.getByText(/by cs@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset EPR' })).toBeInTheDocument();
  }, 30_000);

  it('saves with the version read and says so', async () => {
    signInAs([], 5);
    let version = 2;
    const calls = serveEditor({
      clients: [AGENT_CLIENT],
      accounts: [accountWith(5, '')],
      channel: () => makeChannelDetail({ version }),
      write: ({ body }) => {
        version = 3;
        const { customName } = body as { customName: string };
        return json(makeChannelDetail({ customName, version }));
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();

    const name = await screen.findByRole('textbox', { name: 'Custom name' });
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save channel' }));

    expect(await screen.findByText('Channel saved.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe(
      fillPath(channelCalls.editChannel.path, { serviceType: 'Web' }),
    );
    expect(post?.url.searchParams.get('estimateAmount')).toBe('120');
    expect(post?.body).toMatchObject({ id: 9, version: 2, customName: 'Renamed', price: 22.5 });
    expect(post?.body).not.toHaveProperty('clientQuoteTypeId');
    expect(screen.queryByRole('link', { name: 'Advanced' })).not.toBeInTheDocument();
  }, 30_000);

  it('edits a modifier price within its range and refuses one outside it', async () => {
    signInAs([], 5);
    const calls = serveEditor({
      clients: [AGENT_CLIENT],
      accounts: [accountWith(5, '')],
      channel: () => makeChannelDetail(),
      write: () => json(makeChannelDetail({ version: 3 })),
    });
    const user = userEvent.setup({ delay: null });
    renderPage();

    const standard = await screen.findByRole('spinbutton', { name: 'Standard price' });
    expect(standard).toHaveValue(15);
    expect(screen.getByText('Between $10.00 and $15.00')).toBeInTheDocument();
    await user.clear(standard);
    await user.type(standard, '30');
    expect(screen.getByText('Price must be between 10.00 and 15.00')).toBeInTheDocument();
    // Leaving the field keeps the nearest price the package allows.
    await user.tab();
    expect(standard).toHaveValue(15);
    expect(screen.queryByText('Price must be between 10.00 and 15.00')).not.toBeInTheDocument();

    await user.clear(standard);
    await user.type(standard, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save channel' }));
    expect(await screen.findByText('Channel saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      priceModifiers: [{ packagePriceModifierId: 11, price: 12.5 }],
    });
  }, 30_000);

  it('shows a 400 of a territory row on that row, and the generic message with it (issue 36)', async () => {
    signInAs([], 5);
    serveEditor({
      clients: [AGENT_CLIENT],
      accounts: [accountWith(5, '')],
      channel: () =>
        makeChannelDetail({
          geoMaps: [
            { type: 'State', stateAbbreviation: 'OK', county: null, zipCode: null },
            { type: 'County', stateAbbreviation: 'TX', county: 'WILLIAMSON', zipCode: null },
            { type: 'County', stateAbbreviation: 'TX', county: 'TRAVS', zipCode: null },
          ],
        }),
      write: () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Unknown county TRAVS in TX',
            errors: { 'geoMaps.2': 'Unknown county TRAVS in TX' },
          },
          400,
        ),
    });
    const user = userEvent.setup({ delay: null });
    renderPage();

    const territory = await screen.findByRole('list', { name: 'Territory' });
    await user.click(screen.getByRole('button', { name: 'Save channel' }));
    const rows = () => within(territory).getAllByRole('listitem');
    await waitFor(() => expect(rows()[2]).toHaveTextContent('Unknown county TRAVS in TX'));
    expect(rows()[0]).not.toHaveTextContent('Unknown county');
    expect(rows()[1]).not.toHaveTextContent('Unknown county');
    expect(screen.getByRole('button', { name: 'Remove TRAVS, TX' })).toHaveAccessibleDescription(
      'Unknown county TRAVS in TX',
    );
    const toast = (await screen.findByText('Failed to create/update web channel or campaign'))
      .parentElement!;
    expect(toast).toHaveTextContent('Unknown county TRAVS in TX');

    // Taking the row out leaves no message on the rows that move up.
    await user.click(screen.getByRole('button', { name: 'Remove TRAVS, TX' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(territory).not.toHaveTextContent('Unknown county');
  }, 30_000);

  it('shows the server message on a 409 and reloads the channel', async () => {
    signInAs([], 5);
    let detail = makeChannelDetail();
    serveEditor({
      clients: [AGENT_CLIENT],
      accounts: [accountWith(5, '')],
      channel: () => detail,
      write: () =>
        json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'Someone else changed this channel. Reload it to see their changes.',
          },
          409,
        ),
    });
    const user = userEvent.setup({ delay: null });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Save channel' }));
    expect(
      await screen.findByText('Someone else changed this channel. Reload it to see their changes.'),
    ).toBeInTheDocument();

    detail = makeChannelDetail({ version: 3, customName: 'Their name' });
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Custom name' })).toHaveValue('Their name'),
    );
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  }, 30_000);
});
