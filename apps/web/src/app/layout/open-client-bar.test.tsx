import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientCalls } from '@client-admin/contracts/clients.calls';
import { ROLES } from '@client-admin/domain/roles';
import { sessionStore } from '../../lib/auth/session-store';
import { selectClient } from '../../lib/selected-client';
import { CLIENT } from '../../lib/testing/client-fixtures';
import {
  isCall,
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
} from '../../lib/testing/render-feature';
import { pathAfterClosing } from './open-client';
import { OpenClientBar } from './open-client-bar';

vi.mock('../../lib/auth/access-token');

const PAUSED = { ...CLIENT, status: 'PAUSE_VAC', statusLabel: 'Paused - Vacation' };

function serveClient() {
  return mockFetch((call) =>
    isCall(call, clientCalls.getClient, { id: 5 }) ? json(PAUSED) : json({}, 404),
  );
}

describe('OpenClientBar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the client staff have open: full name, id and status, with a way back to the search', async () => {
    serveClient();
    signInAs(STAFF_ROLES);
    selectClient(5);
    renderWithProviders(<OpenClientBar />, { path: '/client/$clientId', url: '/client/5' });

    const bar = await screen.findByRole('region', { name: 'Open client' });
    expect(bar).toHaveTextContent('Open client: Ada Lovelace ID 5 Paused - Vacation');
    expect(within(bar).getByRole('link', { name: 'Back to client search' })).toHaveAttribute(
      'href',
      '/ad',
    );
  }, 20_000);

  it('closes the client from its own page back to the client search, by keyboard', async () => {
    serveClient();
    signInAs(STAFF_ROLES);
    selectClient(5);
    const { router } = renderWithProviders(<OpenClientBar />, {
      path: '/client/$clientId/leads',
      url: '/client/5/leads',
    });

    const close = await screen.findByRole('button', { name: 'Close client' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad'));
    expect(sessionStore.getState().selectedClientId).toBeNull();
    expect(screen.queryByRole('region', { name: 'Open client' })).not.toBeInTheDocument();
  }, 20_000);

  it('closes the client on billing to the billing page without a client (its picker)', async () => {
    serveClient();
    signInAs(STAFF_ROLES);
    selectClient(5);
    const { router } = renderWithProviders(<OpenClientBar />, {
      path: '/billing/{-$clientId}',
      url: '/billing/5',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close client' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
    expect(sessionStore.getState().selectedClientId).toBeNull();
  }, 20_000);

  it('offers staff who may not search clients only the close', async () => {
    serveClient();
    signInAs([ROLES.PRODUCT]);
    selectClient(5);
    renderWithProviders(<OpenClientBar />, { path: '/client/$clientId', url: '/client/5' });
    const bar = await screen.findByRole('region', { name: 'Open client' });
    expect(within(bar).queryByRole('link')).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Close client' })).toBeInTheDocument();
  }, 20_000);

  it('is not shown to a client user, nor to staff with no client open', async () => {
    const calls = serveClient();
    signInAs([], 5);
    const { unmount } = renderWithProviders(
      <p>
        page
        <OpenClientBar />
      </p>,
      { path: '/client/$clientId', url: '/client/5' },
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Open client' })).not.toBeInTheDocument();
    unmount();

    signInAs(STAFF_ROLES);
    renderWithProviders(
      <p>
        page
        <OpenClientBar />
      </p>,
      { path: '/ad' },
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Open client' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  }, 20_000);
});

describe('pathAfterClosing', () => {
  it('keeps billing, support and staff tools without the client, and leaves the client pages', () => {
    expect(pathAfterClosing('/billing/5', 5, '/ad')).toBe('/billing');
    expect(pathAfterClosing('/billing', 5, '/ad')).toBe('/billing');
    expect(pathAfterClosing('/support', 5, '/ad')).toBe('/support');
    expect(pathAfterClosing('/staff-tools/5', 5, '/ad')).toBe('/staff-tools');
    expect(pathAfterClosing('/client/5/leads/channels', 5, '/ad')).toBe('/ad');
    expect(pathAfterClosing('/leads/channeledit/5/12', 5, '/')).toBe('/');
    expect(pathAfterClosing('/creditDialer', 5, '/ad')).toBeNull();
    expect(pathAfterClosing('/client/15', 5, '/ad')).toBeNull();
  });
});
