import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@client-admin/contracts/call-table';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import { channelCalls } from '@client-admin/contracts/channels.calls';
import { clientCalls } from '@client-admin/contracts/clients.calls';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import { makeChannelDetail } from '../components/editor/editor-fixtures';
import { CLIENT, COUNTS, makeChannel } from '../components/list/channel-fixtures';
import ChannelsPage from './channels-page';

vi.mock('../../../lib/auth/access-token');

const failure = (status = 500) => json({ statusCode: status, message: 'Boom' }, status);

const listPath = fillPath(channelCalls.listChannels.path, { clientId: 5 });

const TWELVE = Array.from({ length: 12 }, (_, i) => makeChannel(i + 1));

interface ServeOptions {
  channels?: ChannelSummary[] | (() => Response);
  counts?: () => Response;
  write?: (call: FetchCall) => Response;
}

/** Answers the page's reads; `write` answers everything else. */
function serve({ channels = TWELVE, counts = () => json(COUNTS), write }: ServeOptions = {}) {
  return mockFetch((call) => {
    const path = call.url.pathname;
    if (call.method !== 'GET') return write ? write(call) : failure(404);
    if (path === fillPath(clientCalls.getClient.path, { id: 5 })) return json(CLIENT);
    if (path === fillPath(channelCalls.countChannels.path, { clientId: 5 })) return counts();
    if (path === listPath) {
      return typeof channels === 'function' ? channels() : json(channels);
    }
    return failure(404);
  });
}

function renderPage() {
  signInAs(STAFF_ROLES, 5);
  return renderWithProviders(<ChannelsPage />, {
    path: '/client/$clientId/leads/channels',
    url: '/client/5/leads/channels',
  });
}

const user = () => userEvent.setup({ delay: null });

async function openAction(name: string, action: string) {
  const u = user();
  await u.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await u.click(await screen.findByRole('menuitem', { name: action }));
  return u;
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Lead channels' }))
    .getAllByRole('row')
    .slice(1);

describe('ChannelsPage list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the counts per product and pages 10 channels at a time', async () => {
    const calls = serve();
    renderPage();

    const web = await screen.findByRole('region', { name: 'Web channels' });
    expect(web).toHaveTextContent('6');
    expect(web).toHaveTextContent('5 active');
    expect(screen.getByRole('region', { name: 'Call channels' })).toHaveTextContent('4 active');
    expect(screen.getByRole('region', { name: 'All channels' })).toHaveTextContent('12');

    await screen.findByRole('link', { name: 'Channel 1' });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Channel 1' })).toHaveAttribute(
      'href',
      '/leads/channeledit/5/1',
    );
    await user().click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Channel 12' })).toBeInTheDocument();

    const list = calls.find((call) => call.url.pathname === listPath);
    expect(list?.url.searchParams.get('noGeoMaps')).toBe('true');
  }, 30_000);

  it('filters by product and shows price, status, pause end and incomplete channels', async () => {
    serve({
      channels: [
        makeChannel(1),
        makeChannel(2, {
          status: 'PAUSE',
          temporaryPause: { start: '2026-11-22T20:00:00Z', scheduledEnd: '2026-11-22T22:30:00Z' },
        }),
        makeChannel(3, { name: 'INCOMPLETE Auto Web', status: 'INACTIVE', isIncomplete: true }),
      ],
    });
    renderPage();

    await screen.findByRole('link', { name: 'Channel 1' });
    expect(screen.getAllByText('$11.25')).toHaveLength(3);
    expect(screen.getByText('Paused until 11-22-2026 5:30 pm ET')).toBeInTheDocument();
    expect(screen.getByText('Incomplete')).toBeInTheDocument();
    expect(screen.getByText('Open the channel to finish setting it up.')).toBeInTheDocument();

    await user().click(screen.getByRole('tab', { name: 'Call' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Channel 2' })).toBeInTheDocument();
  }, 30_000);

  it('shows the empty state with the add buttons', async () => {
    serve({ channels: [] });
    renderPage();
    expect(await screen.findByText('No lead channels yet')).toBeInTheDocument();
    const adds = screen.getAllByRole('link', { name: 'Add Web Channel' });
    expect(adds[0]).toHaveAttribute('href', '/leads/create-channel/5/web');
    expect(screen.queryByRole('link', { name: 'Add Call Campaign' })).not.toBeInTheDocument();
  }, 30_000);

  it('shows a card per channel at 500 px and below', async () => {
    const width = window.innerWidth;
    window.innerWidth = 400;
    try {
      serve({ channels: [makeChannel(1), makeChannel(2)] });
      renderPage();
      const cards = await screen.findByRole('list', { name: 'Lead channels' });
      expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(cards).getByRole('button', { name: 'Actions for Channel 2' })).toBeVisible();
    } finally {
      window.innerWidth = width;
    }
  }, 30_000);

  it('toasts when the channels or their counts cannot be loaded', async () => {
    serve({ channels: () => failure(), counts: () => failure() });
    renderPage();
    expect(await screen.findByText(CHANNEL_MESSAGES.getChannelCounts)).toBeInTheDocument();
    expect((await screen.findAllByText(CHANNEL_MESSAGES.getChannels)).length).toBeGreaterThan(0);
  }, 30_000);
});

describe('ChannelsPage actions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pauses until the end of today with duration -1 and reloads the list', async () => {
    const calls = serve({ write: () => json(makeChannel(1, { status: 'PAUSE' })) });
    renderPage();

    const u = await openAction('Channel 1', 'Pause');
    const dialog = await screen.findByRole('dialog', { name: 'Pause Channel 1' });
    await u.click(within(dialog).getByRole('radio', { name: 'Until the end of today' }));
    await u.click(within(dialog).getByRole('button', { name: 'Pause channel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe(channelCalls.pauseChannel.path);
    expect(post?.body).toEqual({ clientQuoteTypeId: 1, duration: -1 });
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname === listPath)).toHaveLength(2),
    );
  }, 30_000);

  it('toasts a failed pause', async () => {
    serve({ write: () => failure(409) });
    renderPage();
    const u = await openAction('Channel 1', 'Pause');
    await u.click(await screen.findByRole('button', { name: 'Pause channel' }));
    expect(await screen.findByText(CHANNEL_MESSAGES.pauseChannel)).toBeInTheDocument();
  }, 30_000);

  it('offers Unpause only for paused channels and sends the DELETE', async () => {
    const calls = serve({
      channels: [makeChannel(1), makeChannel(2, { status: 'PAUSE' })],
      write: () => failure(409),
    });
    renderPage();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Actions for Channel 1' }));
    expect(screen.queryByRole('menuitem', { name: 'Unpause' })).not.toBeInTheDocument();
    await u.keyboard('{Escape}');

    await openAction('Channel 2', 'Unpause');
    expect(await screen.findByText(CHANNEL_MESSAGES.unpauseChannel)).toBeInTheDocument();
    const del = calls.find((call) => call.method === 'DELETE');
    expect(del?.url.pathname).toBe(fillPath(channelCalls.unpauseChannel.path, { id: 2 }));
  }, 30_000);

  it('clones with a custom name and names the new channel', async () => {
    const calls = serve({
      write: () =>
        json(makeChannelDetail({ id: 40, name: 'Auto Call 7', customName: 'Evening calls' }), 201),
    });
    renderPage();
    const u = await openAction('Channel 2', 'Clone');
    const dialog = await screen.findByRole('dialog', { name: 'Clone Channel 2' });
    await u.type(within(dialog).getByLabelText('Custom name (optional)'), 'Evening calls');
    await u.click(within(dialog).getByRole('button', { name: 'Clone channel' }));

    expect(await screen.findByText('Channel cloned: Evening calls')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe(channelCalls.cloneChannel.path);
    expect(post?.body).toEqual({ clientQuoteTypeId: 2, customName: 'Evening calls' });
  }, 30_000);

  it('toasts a failed clone', async () => {
    serve({ write: () => failure() });
    renderPage();
    const u = await openAction('Channel 1', 'Clone');
    await u.click(await screen.findByRole('button', { name: 'Clone channel' }));
    expect(await screen.findByText(CHANNEL_MESSAGES.cloneChannel)).toBeInTheDocument();
  }, 30_000);

  it('sends a test lead and says so', async () => {
    const calls = serve({ write: () => json({ message: 'sent', deliveredTo: ['a@example.com'] }) });
    renderPage();
    const u = await openAction('Channel 3', 'Send test lead');
    await u.click(await screen.findByRole('button', { name: 'Send test lead' }));
    expect(await screen.findByText('The test lead has been sent.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.url.pathname).toBe(
      fillPath(channelCalls.sendTestLead.path, { id: 3 }),
    );
  }, 30_000);

  it('toasts a failed test lead', async () => {
    serve({ write: () => failure() });
    renderPage();
    const u = await openAction('Channel 3', 'Send test lead');
    await u.click(await screen.findByRole('button', { name: 'Send test lead' }));
    expect(await screen.findByText(CHANNEL_MESSAGES.testLeadFailed)).toBeInTheDocument();
  }, 30_000);
});
