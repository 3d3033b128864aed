import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientSearchItem } from '@client-admin/contracts/clients';
import { clientCalls } from '@client-admin/contracts/clients.calls';
import {
  json,
  mockFetch,
  renderWithProviders,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import AdminDashboardPage from './admin-dashboard-page';

vi.mock('../../../lib/auth/access-token');

const item = (id: number, fullName: string): ClientSearchItem => ({
  id,
  fullName,
  email: `${fullName.toLowerCase().replace(' ', '.')}@example.com`,
  phone: '555-010-0000',
  agency: 'AG1',
  agencyName: 'Acme Agency',
  status: 'ACTIVE',
  statusLabel: 'Active',
  clientType: 'AGENT',
  city: 'Austin',
  state: 'TX',
});

const page = (items: ClientSearchItem[], totalRecords = items.length) => ({
  items,
  metaData: { page: 1, pageSize: 10, totalRecords, totalPages: 1 },
});

const searchCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.pathname === clientCalls.searchClients.path);

describe('AdminDashboardPage', () => {
  afterEach(() => vi.unstubAllGlobals());
  beforeEach(() => vi.useRealTimers());

  it('searches with the default paging and shows the rows', async () => {
    const calls = mockFetch(() => json(page([item(7, 'Ada Lovelace')])));
    renderWithProviders(<AdminDashboardPage />, { path: '/ad' });

    expect(await screen.findByRole('heading', { name: 'Client Search' })).toBeInTheDocument();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Acme Agency')).toBeInTheDocument();
    const [first] = searchCalls(calls);
    expect(Object.fromEntries(first!.url.searchParams)).toEqual({
      q: '',
      page: '1',
      pageSize: '10',
      sortBy: 'fullName',
      includeCancel: 'false',
    });
  }, 20_000);

  it('draws the pager only once the first page has arrived, so it does not jump down', async () => {
    let answer: (response: Response) => void = () => undefined;
    const firstPage = new Promise<Response>((resolve) => (answer = resolve));
    mockFetch(() => firstPage);
    renderWithProviders(<AdminDashboardPage />, { path: '/ad' });

    expect(await screen.findByRole('progressbar', { name: 'Loading clients' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
    answer(json(page([item(7, 'Ada Lovelace')])));
    expect(await screen.findByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  }, 20_000);

  it('sends the typed text after the debounce and the cancelled switch', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = mockFetch(({ url }) =>
      json(page(url.searchParams.get('q') === 'grace' ? [item(9, 'Grace Hopper')] : [])),
    );
    renderWithProviders(<AdminDashboardPage />, { path: '/ad' });

    await user.type(await screen.findByLabelText('Search clients'), 'grace');
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(searchCalls(calls).filter((c) => c.url.searchParams.get('q') === 'gr')).toHaveLength(0);

    await user.click(screen.getByRole('switch', { name: 'Include cancelled' }));
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)!.url.searchParams.get('includeCancel')).toBe('true'),
    );
    expect(searchCalls(calls).at(-1)!.url.searchParams.get('q')).toBe('grace');
  }, 20_000);

  it('says that one or two characters find the start of a word, until a third is typed', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch(() => json(page([])));
    renderWithProviders(<AdminDashboardPage />, { path: '/ad' });
    const field = await screen.findByLabelText('Search clients');
    const hint = /one or two characters find the words that start with them/i;

    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    await user.type(field, 'sm');
    expect(field).toHaveAccessibleDescription(hint);
    await user.type(field, 'i');
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    expect(field).not.toHaveAccessibleDescription(hint);
  }, 20_000);

  it('shows the empty state and the API error message', async () => {
    let fail = false;
    const calls = mockFetch(() =>
      fail
        ? json(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Search must be at most 100 characters',
            },
            400,
          )
        : json(page([])),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminDashboardPage />, { path: '/ad' });

    expect(await screen.findByText('No clients match your search.')).toBeInTheDocument();
    fail = true;
    await user.type(screen.getByLabelText('Search clients'), 'x');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.url.searchParams.get('q')).toBe('x');
    expect(await screen.findByText('Search must be at most 100 characters')).toBeInTheDocument();
    expect(screen.queryByText('No clients match your search.')).not.toBeInTheDocument();
  }, 20_000);

  it('opens the client when a row is clicked', async () => {
    mockFetch(() => json(page([item(7, 'Ada Lovelace')])));
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithProviders(<AdminDashboardPage />, { path: '/ad' });

    await user.click(await screen.findByText('Ada Lovelace'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/7'));
  }, 20_000);

  it('shows a card per client at 500 px and below, sorted from a picker', async () => {
    vi.stubGlobal('innerWidth', 360);
    const calls = mockFetch(() => json(page([item(7, 'Ada Lovelace')])));
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithProviders(<AdminDashboardPage />, { path: '/ad' });

    const cards = await screen.findByRole('list', { name: 'Clients' });
    expect(await within(cards).findByText('ada.lovelace@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Sort by' }),
      'E-mail, descending',
    );
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)!.url.searchParams.get('sortBy')).toBe('-email'),
    );

    await user.click(within(cards).getByRole('button', { name: 'Ada Lovelace' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/7'));
  }, 20_000);
});
