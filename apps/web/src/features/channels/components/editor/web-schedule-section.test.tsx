import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHEDULE_MESSAGES } from '@client-admin/domain/schedules/schedule-messages';
import { json, renderWithProviders, signInAs } from '../../../../lib/testing/render-feature';
import ChannelEditPage from '../../pages/channel-edit-page';
import { AGENT_CLIENT, accountWith, makeChannelDetail } from './editor-fixtures';
import { TEST_PARTS, serveEditor } from './editor-test-server';

vi.mock('../../../../lib/auth/access-token', () => ({
  getAccessToken: async () => 'test-token',
  redirectToLogin: vi.fn(),
}));

const entry = (dayOfWeek: number, startTime: string, endTime: string, isActive = true) => ({
  clientQuoteTypeId: 9,
  dayOfWeek,
  startTime,
  endTime,
  isActive,
});

function renderPage(schedule: ReturnType<typeof entry>[]) {
  signInAs([], 5);
  const calls = serveEditor({
    clients: [AGENT_CLIENT],
    accounts: [accountWith(5, '')],
    channel: () => makeChannelDetail({ schedule }),
    write: () => json(makeChannelDetail({ schedule, version: 3 })),
  });
  renderWithProviders(<ChannelEditPage parts={TEST_PARTS} />, {
    path: '/leads/channeledit/$clientId/$clientQuoteTypeId',
    url: '/leads/channeledit/5/9',
  });
  return calls;
}

describe('WebScheduleSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the channel's web schedule (23:59 as 24:00) and saves a new part with the channel", async () => {
    const calls = renderPage([
      entry(0, '00:00:00.00', '00:00:00.00', false),
      entry(1, '09:00:00', '12:00:00'),
      entry(2, '18:00:00', '23:59:59.99'),
    ]);
    const section = await screen.findByRole('region', { name: 'Lead schedule' });
    expect(section).toHaveTextContent('Monday 09:00–12:00; Tuesday 18:00–24:00');
    await userEvent.click(within(section).getByRole('button', { name: 'Edit lead schedule' }));
    expect(within(section).getByRole('slider', { name: 'Tuesday day part 1' })).toHaveAttribute(
      'aria-valuetext',
      '18:00 to 24:00',
    );
    // A web part ending at 24:00 leaves no time in the day.
    await userEvent.click(within(section).getByRole('button', { name: 'Add day part on Tuesday' }));
    expect(within(section).getByText(SCHEDULE_MESSAGES.noTimeLeft)).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Add day part on Monday' }));
    expect(within(section).getByRole('slider', { name: 'Monday day part 2' })).toHaveAttribute(
      'aria-valuetext',
      '12:30 to 13:00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save channel' }));
    expect(await screen.findByText('Channel saved.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    const schedule = (post?.body as { schedule: ReturnType<typeof entry>[] }).schedule;
    expect(schedule.filter((e) => e.dayOfWeek === 1)).toEqual([
      entry(1, '09:00:00', '12:00:00'),
      entry(1, '12:30:00', '13:00:00'),
    ]);
    expect(schedule.filter((e) => e.dayOfWeek === 2)).toEqual([
      entry(2, '18:00:00', '23:59:59.99'),
    ]);
    expect(schedule.filter((e) => e.dayOfWeek === 0)).toEqual([
      entry(0, '00:00:00.00', '00:00:00.00', false),
    ]);
  }, 60_000);

  it('has no call schedule section', async () => {
    renderPage([]);
    await screen.findByRole('region', { name: 'Lead schedule' });
    expect(screen.queryByRole('region', { name: 'Schedule' })).not.toBeInTheDocument();
  }, 30_000);
});
