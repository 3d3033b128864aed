import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VacationPause, VacationsResponse } from '@client-admin/contracts/vacations';
import { vacationCalls } from '@client-admin/contracts/vacations.calls';
import { VACATION_MESSAGES } from '@client-admin/domain/vacations/vacation-messages';
import { clientKey } from '../../../lib/current-client';
import {
  json,
  isCall,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import VacationsPage from './vacations-page';

vi.mock('../../../lib/auth/access-token');

const ACTIVE: VacationPause = {
  id: 1,
  clientId: 5,
  startTime: '2026-11-20T14:00:00.000Z',
  endTime: '2026-11-28T14:00:00.000Z',
  actualStartTime: '2026-11-20T14:00:00.000Z',
  actualEndTime: null,
  status: 'ACTIVE',
};
const PENDING: VacationPause = {
  ...ACTIVE,
  id: 2,
  startTime: '2026-12-20T14:00:00.000Z',
  endTime: '2026-12-22T14:00:00.000Z',
  actualStartTime: null,
  status: 'PENDING',
};
const DONE: VacationPause = { ...PENDING, id: 3, status: 'CANCELED' };

const LIST: VacationsResponse = {
  vacationPauses: [PENDING, ACTIVE, DONE],
  hasUnlimited: false,
  hoursSummary: { hoursUsed: 240, hoursAvailable: 480, hasUnlimited: false },
};

const user = () => userEvent.setup({ delay: null });
const failure = (message: string, status = 400) => json({ statusCode: status, message }, status);

function renderPage(
  write: (call: FetchCall) => Response | Promise<Response>,
  { roles = [] as string[], list = LIST } = {},
) {
  const calls = mockFetch((c) =>
    isCall(c, vacationCalls.getVacations, { clientId: 5 }) ? json(list) : write(c),
  );
  signInAs(roles, roles.length ? null : 5);
  const view = renderWithProviders(<VacationsPage />, {
    path: '/client/$clientId/pause',
    url: '/client/5/pause',
  });
  return { calls, ...view };
}

/** A dialog's button once the form's check of what was typed has let it be pressed. */
async function enabledButton(dialog: HTMLElement, name: string) {
  const button = within(dialog).getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

const pauseItem = (name: RegExp) =>
  screen.getByRole('button', { name }).closest('li') as HTMLElement;

describe('VacationsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the pauses with their status and the hours left', async () => {
    renderPage(() => json({}));
    const list = await screen.findByRole('list', { name: 'Vacation pauses' });
    expect(within(list).getByText('PENDING')).toBeInTheDocument();
    expect(within(list).getByText('ACTIVE')).toBeInTheDocument();
    expect(within(list).getByText('CANCELED')).toBeInTheDocument();
    const hours = screen.getByRole('region', { name: 'Vacation hours' });
    expect(within(hours).getByText('240')).toBeInTheDocument();
    expect(within(hours).getByText('480')).toBeInTheDocument();
    // A closed pause cannot be changed or cancelled.
    expect(within(list).getAllByRole('button', { name: /^Cancel vacation/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Replenish hours' })).not.toBeInTheDocument();
  }, 30_000);

  it('shows unlimited hours and an empty list', async () => {
    renderPage(() => json({}), {
      list: {
        vacationPauses: [],
        hasUnlimited: true,
        hoursSummary: { hoursUsed: 0, hoursAvailable: 720, hasUnlimited: true },
      },
    });
    expect(await screen.findByText('No vacation pauses scheduled.')).toBeInTheDocument();
    expect(screen.getByText('Unlimited')).toBeInTheDocument();
  }, 30_000);

  it('says so when the pauses do not load', async () => {
    mockFetch(() => failure('Boom', 500));
    signInAs([], 5);
    renderWithProviders(<VacationsPage />, {
      path: '/client/$clientId/pause',
      url: '/client/5/pause',
    });
    expect((await screen.findAllByText(VACATION_MESSAGES.getVacations)).length).toBeGreaterThan(0);
  }, 30_000);

  it('schedules a pause and refreshes the client', async () => {
    const { calls, queryClient } = renderPage(() =>
      json(
        {
          vacationPause: { ...PENDING, id: 9 },
          clientStatus: 'ACTIVE',
          hoursSummary: LIST.hoursSummary,
        },
        201,
      ),
    );
    await screen.findByRole('list', { name: 'Vacation pauses' });
    queryClient.setQueryData(clientKey(5), { id: 5 });
    await user().click(screen.getByRole('button', { name: 'Schedule vacation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule vacation pause' });
    fireEvent.change(within(dialog).getByLabelText(/^Start/), {
      target: { value: '2026-12-01T09:00' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^End/), {
      target: { value: '2026-12-03T17:00' },
    });
    await user().click(await enabledButton(dialog, 'Schedule'));
    expect(await screen.findByText('Vacation pause scheduled.')).toBeInTheDocument();
    const post = calls.find((c) => isCall(c, vacationCalls.createVacation));
    expect(post?.body).toEqual({
      clientId: 5,
      startTime: '2026-12-01T14:00:00.000Z',
      endTime: '2026-12-03T22:00:00.000Z',
    });
    await waitFor(() => expect(queryClient.getQueryState(clientKey(5))?.isInvalidated).toBe(true));
  }, 30_000);

  it("shows the server's reason when scheduling fails", async () => {
    renderPage(() => failure(VACATION_MESSAGES.overlaps));
    await screen.findByRole('list', { name: 'Vacation pauses' });
    await user().click(screen.getByRole('button', { name: 'Schedule vacation' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Start/), {
      target: { value: '2026-12-01T09:00' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^End/), {
      target: { value: '2026-12-03T17:00' },
    });
    await user().click(await enabledButton(dialog, 'Schedule'));
    expect(
      await within(dialog).findByText(
        'Failed to create vacation pause. Reason: This vacation overlaps another scheduled vacation',
      ),
    ).toBeInTheDocument();
  }, 30_000);

  it('asks before cancelling, completes an active pause at once, and puts it back on failure', async () => {
    let fail: (r: Response) => void = () => {};
    const { calls } = renderPage(() => new Promise<Response>((resolve) => (fail = resolve)));
    await screen.findByRole('list', { name: 'Vacation pauses' });
    await user().click(screen.getByRole('button', { name: /^Cancel vacation from 11-20-2026/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel vacation pause?' });
    await user().click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user().click(screen.getByRole('button', { name: /^Cancel vacation from 11-20-2026/ }));
    await user().click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel vacation' }),
    );
    const list = screen.getByRole('list', { name: 'Vacation pauses' });
    expect(await within(list).findByText('COMPLETED')).toBeInTheDocument();
    expect(calls.some((c) => isCall(c, vacationCalls.cancelVacation, { id: 1 }))).toBe(true);

    fail(failure(VACATION_MESSAGES.alreadyOver));
    expect(
      await screen.findByText('Failed to cancel vacation. Reason: This vacation is already over'),
    ).toBeInTheDocument();
    expect(await within(list).findByText('ACTIVE')).toBeInTheDocument();
    expect(within(list).queryByText('COMPLETED')).not.toBeInTheDocument();
  }, 30_000);

  it('cancels a pending pause', async () => {
    renderPage(() =>
      json({
        vacationPause: { ...PENDING, status: 'CANCELED' },
        clientStatus: 'ACTIVE',
        hoursSummary: LIST.hoursSummary,
      }),
    );
    await screen.findByRole('list', { name: 'Vacation pauses' });
    await user().click(screen.getByRole('button', { name: /^Cancel vacation from 12-20-2026/ }));
    await user().click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel vacation' }),
    );
    expect(await screen.findByText('Vacation pause cancelled.')).toBeInTheDocument();
    expect(pauseItem(/^Change vacation from 11-20-2026/)).toBeInTheDocument();
  }, 30_000);

  it('lets staff replenish the hours, and says so when it fails', async () => {
    const { calls } = renderPage(() => failure('Boom', 500), { roles: STAFF_ROLES });
    await screen.findByRole('list', { name: 'Vacation pauses' });
    await user().click(screen.getByRole('button', { name: 'Replenish hours' }));
    expect(await screen.findByText(VACATION_MESSAGES.replenishHours)).toBeInTheDocument();
    expect(calls.some((c) => isCall(c, vacationCalls.resetVacationHours, { clientId: 5 }))).toBe(
      true,
    );
  }, 30_000);
});
