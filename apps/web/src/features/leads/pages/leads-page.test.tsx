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
  deliveries: [
    {
      id: 1,
      kind: 'email',
      to: 'agent@example.com',
      status: 'sent',
      attempts: 1,
      sentAt: '2026-11-20T16:00:02.000Z',
    },
  ],
};

/** A page of web leads `first` to `first + count - 1`, each delivered by e-mail and to a CRM. */
const webLeads = (first: number, count: number): WebLeadItem[] =>
  Array.from({ length: count }, (_, i) => {
    const id = first + i;
    return {
      ...WEB,
      id,
      sessionId: id,
      firstName: `Lead${id}`,
      email: `lead${id}@example.com`,
      deliveryStatus: id % 2 === 0 ? 'failed' : 'sent',
      deliveries: [
        { ...WEB.deliveries[0]!, id: id * 10 },
        {
          id: id * 10 + 1,
          kind: 'crm',
          to: 'crm.example.com',
          status: id % 2 === 0 ? 'failed' : 'sent',
          attempts: 1,
          sentAt: null,
        },
      ],
    };
  });

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

  it('shows one row a web lead with its deliveries inside, and page 2 replaces page 1 (issue 36)', async () => {
    renderPage((c) => {
      if (isCall(c, leadsCalls.searchCalls)) return json(page([]));
      if (!isCall(c, leadsCalls.getWebTracking, { clientId: 5 })) return undefined;
      const pageNum = Number(c.url.searchParams.get('pageNum'));
      return json(page(webLeads(pageNum === 2 ? 11 : 1, 10), 20));
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Web leads' }));
    const table = await screen.findByRole('table', { name: 'Web leads' });
    const leadRows = () => within(table).getAllByRole('row').slice(1);
    expect(leadRows()).toHaveLength(10);
    expect(screen.getByText('Web leads 1–10 of 20')).toBeInTheDocument();
    const second = leadRows()[1]!;
    expect(second).toHaveTextContent('lead2@example.com');
    const lines = within(second).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      'E-mail to agent@example.com: Sent',
      'CRM to crm.example.com: Failed',
    ]);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.getByText('Web leads 11–20 of 20')).toBeInTheDocument());
    await waitFor(() => expect(within(table).queryByText('lead1@example.com')).toBeNull());
    const emails = leadRows().map(
      (row) => within(row).getByText(/^lead\d+@example\.com$/).textContent,
    );
    expect(emails).toEqual(webLeads(11, 10).map((l) => l.email));
  });
});
