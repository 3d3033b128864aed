import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@client-admin/contracts/call-table';
import {
  notificationOperations as ops,
  type Notification,
} from '@client-admin/contracts/notifications';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import NotificationsAdminPage from './notifications-admin-page';

vi.mock('../../../lib/auth/access-token');

const ACTIVE: Notification = {
  id: 7,
  type: 'Banner',
  alertType: 'info',
  headline: 'Spring promotion',
  content: '<p>Save 10%</p>',
  url: null,
  intervalType: 'Daily',
  interval: 2,
  startDate: '2026-03-01T09:00:00-05:00',
  endDate: '2026-04-01T09:00:00-04:00',
  visibility: 'State',
  visibilityValues: ['TX', 'OK'],
  isExpired: false,
  createdAt: '2026-03-01T00:00:00Z',
  updatedAt: '2026-03-01T00:00:00Z',
};
const EXPIRED: Notification = { ...ACTIVE, id: 8, headline: 'Winter promotion', isExpired: true };

function serve(
  list: (includeExpired: boolean) => Notification[] | Response,
  write: (call: FetchCall) => Response = () => json({}, 500),
) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.url.pathname === ops.listAdminNotifications.path) {
      const answer = list(call.url.searchParams.get('includeExpired') === 'true');
      return answer instanceof Response ? answer : json(answer);
    }
    if (call.method === 'GET') return json([]);
    return write(call);
  });
}

const renderPage = () =>
  renderWithProviders(<NotificationsAdminPage />, { path: '/notifications' });

afterEach(() => vi.unstubAllGlobals());

describe('NotificationsAdminPage', () => {
  it('lists notifications and includes expired ones on request', async () => {
    signInAs(STAFF_ROLES);
    const calls = serve((includeExpired) => (includeExpired ? [ACTIVE, EXPIRED] : [ACTIVE]));
    renderPage();
    const row = (await screen.findByText('Spring promotion')).closest('tr')!;
    expect(within(row).getByText('Banner')).toBeInTheDocument();
    expect(within(row).getByText('Daily × 2')).toBeInTheDocument();
    expect(within(row).getByText('State: TX, OK')).toBeInTheDocument();
    expect(within(row).getByText('03-01-2026 09:00 AM ET')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('Winter promotion')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Include expired' }));
    const expired = (await screen.findByText('Winter promotion')).closest('tr')!;
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(calls.some((call) => call.url.searchParams.get('includeExpired') === 'true')).toBe(true);
  }, 20_000);

  it('shows the empty state', async () => {
    signInAs(STAFF_ROLES);
    serve(() => []);
    renderPage();
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  }, 20_000);

  it("toasts 'Failed to get Notifications.' when the list fails", async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs(STAFF_ROLES);
    serve(() => json({ message: 'boom' }, 500));
    renderPage();
    expect(await screen.findAllByText('Failed to get Notifications.')).not.toHaveLength(0);
    errorLog.mockRestore();
  }, 20_000);

  it('is read-only for a product viewer without a write role', async () => {
    signInAs(['Everest-Product']);
    serve(() => [ACTIVE]);
    renderPage();
    await screen.findByText('Spring promotion');
    expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  }, 20_000);

  it('deletes after confirmation', async () => {
    signInAs(STAFF_ROLES);
    let items = [ACTIVE];
    const calls = serve(
      () => items,
      (call) => {
        items = [];
        return call.method === 'DELETE' ? new Response(null, { status: 204 }) : json({}, 500);
      },
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Spring promotion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete notification?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Notification deleted')).toBeInTheDocument();
    expect(
      calls.some(
        (c) =>
          c.method === 'DELETE' &&
          c.url.pathname === fillPath(ops.deleteNotification.path, { id: 7 }),
      ),
    ).toBe(true);
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  }, 20_000);

  it("toasts 'Failed to delete notification.' when the delete fails", async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs(STAFF_ROLES);
    serve(
      () => [ACTIVE],
      () => json({ message: 'nope' }, 500),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Spring promotion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete notification?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete notification.')).toBeInTheDocument();
    errorLog.mockRestore();
  }, 20_000);

  it('creates a notification through the form', async () => {
    signInAs(STAFF_ROLES);
    const calls = serve(
      () => [],
      (call) => json({ ...ACTIVE, ...(call.body as object), id: 9 }, 201),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'New notification' });
    expect(await within(dialog).findByRole('textbox', { name: 'Content' })).toBeInTheDocument();
    expect(within(dialog).getByRole('toolbar', { name: 'Content formatting' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Headline is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Headline/), 'Office hours change');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification saved')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe(ops.createNotification.path);
    expect(post?.body).toMatchObject({
      type: 'Banner',
      alertType: 'info',
      headline: 'Office hours change',
      url: null,
      intervalType: 'DateRange',
      interval: 1,
      visibility: 'All',
      visibilityValues: [],
    });
    expect((post?.body as { startDate: string }).startDate).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);

  it("toasts 'Failed to create notification.' when saving fails", async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs(STAFF_ROLES);
    serve(
      () => [],
      () => json({ message: 'nope' }, 500),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'New notification' });
    await userEvent.type(within(dialog).getByLabelText(/Headline/), 'Office hours change');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create notification.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New notification' })).toBeInTheDocument();
    errorLog.mockRestore();
  }, 20_000);
});
