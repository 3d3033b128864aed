import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientSearchItem } from '@client-admin/contracts/clients';
import { clientCalls } from '@client-admin/contracts/clients.calls';
import { ROLES } from '@client-admin/domain/roles';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import { ClientPicker } from './client-picker';

vi.mock('../../../lib/auth/access-token');

const item = (id: number, fullName: string, status = 'ACTIVE', statusLabel = 'Active') =>
  ({
    id,
    fullName,
    email: 'someone@example.com',
    phone: '555-010-0000',
    agency: 'AG1',
    agencyName: 'Acme Agency',
    status,
    statusLabel,
    clientType: 'AGENT',
    city: 'Austin',
    state: 'TX',
  }) satisfies ClientSearchItem;

const searches = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.pathname === clientCalls.searchClients.path);

describe('ClientPicker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('searches clients as staff type, cancelled ones included, and hands back the one chosen', async () => {
    signInAs(STAFF_ROLES);
    const calls = mockFetch(({ url }) =>
      json({
        items:
          url.searchParams.get('q') === 'smith'
            ? [item(12, 'Jo Smith'), item(31, 'Al Smithers', 'CANCEL', 'Cancelled')]
            : [item(1, 'Ada Lovelace')],
        metaData: { page: 1, pageSize: 10, totalRecords: 2, totalPages: 1 },
      }),
    );
    const onPick = vi.fn();
    renderWithProviders(<ClientPicker onPick={onPick} />);

    const field = await screen.findByRole('combobox', { name: 'Find a client' });
    await userEvent.type(field, 'smith');
    const option = await screen.findByRole('option', { name: /Al Smithers/ });
    expect(option).toHaveTextContent('ID 31 · Cancelled · Austin, TX · Acme Agency');
    const sent = searches(calls).at(-1)!.url.searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      q: 'smith',
      page: '1',
      pageSize: '10',
      sortBy: 'fullName',
      includeCancel: 'true',
    });

    await userEvent.click(screen.getByRole('option', { name: /Jo Smith/ }));
    expect(onPick).toHaveBeenCalledWith(12);
  }, 20_000);

  it('chooses with the keyboard', async () => {
    signInAs(STAFF_ROLES);
    mockFetch(() =>
      json({
        items: [item(7, 'Ada Lovelace')],
        metaData: { page: 1, pageSize: 10, totalRecords: 1, totalPages: 1 },
      }),
    );
    const onPick = vi.fn();
    renderWithProviders(<ClientPicker onPick={onPick} />);

    const field = await screen.findByRole('combobox', { name: 'Find a client' });
    await userEvent.type(field, 'ada');
    await screen.findByRole('option', { name: /Ada Lovelace/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(7));
  }, 20_000);

  it('shows nothing to staff who may not search clients, and asks nothing', async () => {
    signInAs([ROLES.PRODUCT]);
    const calls = mockFetch(() => json({}));
    const { container } = renderWithProviders(
      <div data-testid="holder">
        <ClientPicker onPick={vi.fn()} />
      </div>,
    );
    expect(await screen.findByTestId('holder')).toBeEmptyDOMElement();
    expect(container.querySelector('input')).toBeNull();
    expect(calls).toHaveLength(0);
  }, 20_000);
});
