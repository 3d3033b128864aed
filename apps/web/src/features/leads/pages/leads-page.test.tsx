import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallLogItem, WebLeadItem } from '@client-admin/contracts/leads';
import { leadsCalls } from '@client-admin/contracts/leads.calls';
import { monthToDate } from '@client-admin/domain/day-range';
import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import {
  json,
  isCall,
  mockFetch,
  renderWithProviders,
  signInAs,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import { AUTO_REFRESH_KEY } from '../utils/auto-refresh';
import LeadsPage from './leads-page';

vi.mock('../../../lib/auth/access-token');

const call = (over: Partial<CallLogItem>): CallLogItem => ({
  id: 11,
  sid: `CA${'0'.repeat(32)}`,
  status: 'Completed',
  deliveredAt: '2026-11-20T16:00:00.000Z',
  answeredAt: '2026-11-20T16:00:04.000Z',
  endedAt: '2026-11-20T16:03:19.000Z',
  durationSeconds: 195,
  callerNumber: '(512) 555-0142',
  channelId: 7,
  channelName: 'Auto calls',
  quoteType: 'auto',
  callType: 'WarmTransfer',
  stateAbbreviation: 'TX',
  zipCode: '78701',
  price: 30,
  billable: true,
  hasRecording: true,
  prepended: false,
  ...over,
});

const WEB: WebLeadItem = {
  id: 42,
  sessionId: 42,
  deliveredAt: '2026-11-20T16:00:00.000Z',
  channelId: 3,
  channelName: 'Auto TX',
  quoteType: 'auto',
  firstName: 'Pat',
  lastName: 'Doe',
  email: 'pat.doe@example.com',
  phone: '(512) 555-0100',
  zipCode: '78701',
  stateAbbreviation: 'TX',
  price: 15,
  deliveryStatus: 'sent',
};

const page = <T,>(items: T[], total = items.length) => ({
  items,
  metaData: { page: 1, pageSize: 10, totalRecords: total, totalPages: Math.ceil(total / 10) },
});

function renderPage(handler: (call: FetchCall) => Response | undefined) {
  const calls = mockFetch(
    (c) => handler(c) ?? json({ statusCode: 500, error: 'Error', message: 'Boom' }, 500),
  );
  signInAs([], 5);
  renderWithProviders(<LeadsPage />, { path: '/client/$clientId/leads', url: '/client/5/leads' });
  return calls;
}

describe('LeadsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.removeItem(AUTO_REFRESH_KEY);
  });

  it('shows the call log from the first of the month, the Ongoing call first, newest first', async () => {
    const ongoing = call({ id: 0, sid: `CA${'1'.repeat(32)}`, status: 'Ongoing', prepended: true });
    const calls = renderPage((c) =>
      isCall(c, leadsCalls.searchCalls) ? json(page([ongoing, call({})], 1)) : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Calls' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Ongoing');
    expect(rows[2]).toHaveTextContent('(512) 555-0142');
    expect(within(rows[2]!).getByRole('link')).toHaveAttribute(
      'href',
      `/client/5/leads/11/details?leadType=Call&sid=CA${'0'.repeat(32)}`,
    );
    expect(screen.getByText('Calls 1–1 of 1')).toBeInTheDocument();
    const query = calls.find((c) => isCall(c, leadsCalls.searchCalls))!.url.searchParams;
    // The first of this month in New York, whose days the API reads (issue 36).
    expect(query.get('from')).toBe(monthToDate(new Date()).from);
    expect(query.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(query.get('ClientId')).toBe('5');
    expect(query.get('PageSize')).toBe('10');
    expect(query.get('sortBy')).toBe('-DELIVERY_DATETIME_UTC');
    expect(query.get('prependOngoingCalls')).toBe('true');
  });

  it('says when the range has no calls, and when the call log fails', async () => {
    let fail = false;
    renderPage((c) => {
      if (!isCall(c, leadsCalls.searchCalls)) return undefined;
      return fail ? undefined : json(page([]));
    });
    expect(await screen.findByText('No calls in this range')).toBeInTheDocument();
    fail = true;
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Longest first' }));
    expect(await screen.findAllByText(M.failedToLoadCalls)).not.toHaveLength(0);
  });

  it('saves the auto refresh on the device', async () => {
    renderPage((c) => (isCall(c, leadsCalls.searchCalls) ? json(page([])) : undefined));
    const user = userEvent.setup({ delay: null });
    const refresh = await screen.findByRole('combobox', { name: 'Auto refresh' });
    expect(refresh).toHaveTextContent('Off');
    await user.click(refresh);
    await user.click(await screen.findByRole('option', { name: '30 seconds' }));
    expect(localStorage.getItem(AUTO_REFRESH_KEY)).toBe('30');
  });

  it('lists the web leads, searched on the server', async () => {
    const calls = renderPage((c) => {
      if (isCall(c, leadsCalls.searchCalls)) return json(page([]));
      if (isCall(c, leadsCalls.getWebTracking, { clientId: 5 })) return json(page([WEB]));
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Web leads' }));
    const table = await screen.findByRole('table', { name: 'Web leads' });
    expect(within(table).getByText('pat.doe@example.com')).toBeInTheDocument();
    await user.type(
      within(screen.getByRole('search', { name: 'Web leads' })).getByRole('searchbox', {
        name: 'Search',
      }),
      'pat',
    );
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            isCall(c, leadsCalls.getWebTracking, { clientId: 5 }) &&
            c.url.searchParams.get('search') === 'pat',
        ),
      ).toBe(true),
    );
  });
});
