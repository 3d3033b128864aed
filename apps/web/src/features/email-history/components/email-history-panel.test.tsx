import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailHistoryCalls } from '@client-admin/contracts/email-history.calls';
import { EMAIL_HISTORY_MESSAGES as M } from '@client-admin/domain/email-history/email-events';
import { isCall, json, mockFetch, renderWithProviders } from '../../../lib/testing/render-feature';
import { EmailHistoryPanel } from './email-history-panel';

vi.mock('../../../lib/auth/access-token', () => ({
  getAccessToken: async () => 'test-token',
  redirectToLogin: vi.fn(),
}));

const message = {
  msg_id: 'outbox-7',
  id: 7,
  to_email: 'ada@example.com',
  from_email: 'no-reply@clientadmin.example.com',
  subject: 'New Auto lead 12',
  status: 'delivered',
  opens_count: 2,
  clicks_count: 1,
  last_event_time: '2026-01-02T15:00:00Z',
  category: 'lead-delivery',
};
const spam = { email: 'x+spam@example.com', reason: 'Reported', created: '2026-01-02T15:00:00Z' };

describe('EmailHistoryPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists messages, opens a timeline and removes a spam report after a confirmation', async () => {
    let spamList = [spam];
    const calls = mockFetch((call) => {
      if (isCall(call, emailHistoryCalls.getEmailHistory, { id: 5 }))
        return json({
          items: [message],
          metaData: { page: 1, pageSize: 10, totalRecords: 1, totalPages: 1 },
        });
      if (isCall(call, emailHistoryCalls.getEmailStatus, { id: 5 }))
        return json({ blocked: [], bounced: [], invalid: [], spam: spamList });
      if (isCall(call, emailHistoryCalls.getEmailTimeline, { id: 5, messageId: 7 }))
        return json({
          message,
          events: [
            { event: 'processed', timestamp: '2026-01-02T14:59:00Z', reason: null, url: null },
            { event: 'open', timestamp: '2026-01-02T15:00:00Z', reason: null, url: null },
          ],
        });
      if (isCall(call, emailHistoryCalls.removeSpamReports)) {
        spamList = [];
        return json({ message: '1 address removed from the spam list', removed: [spam.email] });
      }
      return json({ message: 'nope' }, 404);
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EmailHistoryPanel clientId={5} isStaff />);

    const table = await screen.findByRole('table', { name: 'E-mail messages' });
    const row = (await within(table).findByText('New Auto lead 12')).closest('tr')!;
    expect(within(row).getByText('01-02-2026 10:00 AM ET')).toBeInTheDocument();
    expect(within(row).getByText('Delivered')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /Timeline of New Auto lead 12/ }));
    const dialog = await screen.findByRole('dialog', { name: /Timeline of New Auto lead 12/ });
    const events = await within(dialog).findByRole('list', { name: 'Message events' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Processed'), expect.stringContaining('Opened')]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(
      await screen.findByRole('button', { name: 'Remove the spam report of x+spam@example.com' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Remove the spam report?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('1 address removed from the spam list')).toBeInTheDocument();
    const removal = calls.find((c) => isCall(c, emailHistoryCalls.removeSpamReports));
    expect(removal?.body).toEqual({ emails: ['x+spam@example.com'], clientId: 5 });
  }, 30_000);

  it("shows the seed's message when the history fails", async () => {
    mockFetch(() => json({ message: 'boom' }, 500));
    renderWithProviders(<EmailHistoryPanel clientId={5} isStaff={false} />);
    expect((await screen.findAllByText(M.historyFailed)).length).toBeGreaterThan(0);
    expect((await screen.findAllByText(M.statusFailed)).length).toBeGreaterThan(0);
  }, 30_000);
});
