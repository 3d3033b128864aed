import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleCalls } from '@client-admin/contracts/schedules.calls';
import {
  defaultAccountSchedule,
  encodeAccountSchedule,
} from '@client-admin/domain/schedules/account-schedule';
import { SCHEDULE_MESSAGES } from '@client-admin/domain/schedules/schedule-messages';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import { AccountScheduleSection } from './account-schedule-section';

vi.mock('../../../lib/auth/access-token');

const DETAILS = {
  clientId: 5,
  responseCache: encodeAccountSchedule(defaultAccountSchedule()),
  preventCapOverride: false,
};

const user = () => userEvent.setup({ delay: null });
const saveButton = () => screen.getByRole('button', { name: 'Update account schedule' });

function renderSection(write: (call: FetchCall) => Response) {
  const calls = mockFetch((c) => (c.method === 'GET' ? json(DETAILS) : write(c)));
  signInAs([], 5);
  renderWithProviders(<AccountScheduleSection clientId={5} clientType="AGENT" />);
  return calls;
}

describe('AccountScheduleSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('edits a concurrency cap and the cap override switch, then saves', async () => {
    const calls = renderSection((c) => {
      const body = c.body as { clientSchedule: unknown; preventCapOverride: boolean };
      return json({
        clientId: 5,
        responseCache: body.clientSchedule,
        preventCapOverride: body.preventCapOverride,
      });
    });
    await screen.findByRole('slider', { name: 'Monday day part 1' });
    expect(calls[0]?.url.pathname).toBe(
      scheduleCalls.getAccountSchedule.path.replace('{clientId}', '5'),
    );
    expect(saveButton()).toBeDisabled();
    await user().click(screen.getByRole('switch', { name: 'Prevent cap override' }));
    const monday = screen.getByRole('group', { name: 'Monday day part 1' });
    fireEvent.change(within(monday).getByRole('spinbutton', { name: /concurrency cap/i }), {
      target: { value: '3' },
    });
    await user().click(saveButton());
    expect(await screen.findByText('Account schedule saved.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      clientId: 5,
      clientType: 'AGENT',
      preventCapOverride: true,
    });
    const body = post?.body as {
      clientSchedule: { dayPartSchedules: { concurrencyCap: number }[] }[];
    };
    expect(body.clientSchedule[1]?.dayPartSchedules[0]?.concurrencyCap).toBe(3);
    expect(saveButton()).toBeDisabled();
  }, 30_000);

  it('refuses a part when no time is left, and says so when the save fails', async () => {
    renderSection(() => json({ statusCode: 500, message: 'Boom' }, 500));
    await screen.findByRole('slider', { name: 'Monday day part 1' });
    const add = screen.getByRole('button', { name: 'Add day part on Monday' });
    // 17:15-18:15, 18:30-19:30 ... 23:30-24:00: each starts a step after the last one's end.
    for (let i = 0; i < 6; i += 1) await user().click(add);
    expect(screen.getByRole('slider', { name: 'Monday day part 7' })).toHaveAttribute(
      'aria-valuetext',
      '23:30 to 24:00, cc 1',
    );
    await user().click(add);
    expect(screen.getByText(SCHEDULE_MESSAGES.noTimeLeft)).toBeInTheDocument();
    await user().click(saveButton());
    expect(await screen.findByText(SCHEDULE_MESSAGES.saveSchedules)).toBeInTheDocument();
  }, 30_000);

  it('says so when the schedule does not load', async () => {
    mockFetch(() => json({ statusCode: 500, message: 'Boom' }, 500));
    signInAs([], 5);
    renderWithProviders(<AccountScheduleSection clientId={5} clientType="AGENT" />);
    expect(await screen.findByText(SCHEDULE_MESSAGES.retrieveSchedule)).toBeInTheDocument();
  }, 30_000);
});
