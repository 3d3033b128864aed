import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@client-admin/contracts/call-table';
import { scheduleCalls } from '@client-admin/contracts/schedules.calls';
import {
  defaultCallSchedule,
  retimeCallDayPart,
  type CallSchedule,
} from '@client-admin/domain/schedules/call-schedule';
import { encodeCallSchedule } from '@client-admin/domain/schedules/call-schedule-wire';
import { SCHEDULE_MESSAGES } from '@client-admin/domain/schedules/schedule-messages';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  type FetchCall,
} from '../../../../lib/testing/render-feature';
import { CallScheduleSection } from './call-schedule-section';
import { makeChannelDetail } from './editor-fixtures';

vi.mock('../../../../lib/auth/access-token');

const CHANNEL = makeChannelDetail({
  id: 9,
  serviceType: 'Call',
  source: 'Call',
  productTypeId: 2,
  callType: 'WarmTransfer',
});

const wire = (schedule: CallSchedule) => ({
  clientQuoteTypeID: 9,
  clientId: 5,
  callType: 'WarmTransfer',
  ...encodeCallSchedule(schedule),
});

function serve(schedule: CallSchedule, write: (call: FetchCall) => Response) {
  return mockFetch((call) => (call.method === 'GET' ? json(wire(schedule)) : write(call)));
}

const user = () => userEvent.setup({ delay: null });
const saveButton = () => screen.getByRole('button', { name: 'Save schedule' });

function renderSection() {
  signInAs([], 5);
  return renderWithProviders(<CallScheduleSection clientId={5} channel={CHANNEL} />);
}

describe('CallScheduleSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds a second day part on Monday, shows it on the week and saves only when dirty', async () => {
    const calls = serve(defaultCallSchedule(), (call) =>
      json({ ...(call.body as object), callType: 'WarmTransfer' }),
    );
    renderSection();
    await screen.findByRole('slider', { name: 'Monday day part 1' });
    expect(calls[0]?.url.pathname).toBe(fillPath(scheduleCalls.getCallSchedule.path, { id: 9 }));
    expect(calls[0]?.url.searchParams.get('callType')).toBe('WarmTransfer');
    expect(saveButton()).toBeDisabled();

    await user().click(screen.getByRole('button', { name: 'Add day part on Monday' }));
    const added = screen.getByRole('slider', { name: 'Monday day part 2' });
    expect(added).toHaveAttribute('aria-valuetext', '17:15 to 18:15, cc 1 · cap 0');

    await user().click(saveButton());
    expect(await screen.findByText('Schedule saved.')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe(
      fillPath(scheduleCalls.saveCallSchedule.path, {
        clientId: 5,
        callType: 'WarmTransfer',
        leadTypeId: 9,
      }),
    );
    const body = post?.body as ReturnType<typeof wire>;
    expect(body.clientQuoteTypeID).toBe(9);
    expect(body.subscriptionDailySchedules[1]?.subscriptionDayPartSchedules).toHaveLength(2);
    expect(
      body.subscriptionDailySchedules[1]?.subscriptionDayPartSchedules[1]?.scheduleDayPartCap,
    ).toMatchObject({ startTime: '17:15:00', endTime: '18:15:00', capLimit: 0 });
  }, 30_000);

  it('refuses a part when no time is left in the day', async () => {
    const schedule = defaultCallSchedule();
    const monday = retimeCallDayPart(
      schedule.days[1]!,
      0,
      { start: 22 * 60, end: 23 * 60 + 30 },
      15,
    );
    if (!monday.ok) throw new Error(monday.message);
    schedule.days[1] = monday.value;
    serve(schedule, () => json({}));
    renderSection();
    await user().click(await screen.findByRole('button', { name: 'Add day part on Monday' }));
    expect(screen.getByText(SCHEDULE_MESSAGES.noTimeLeft)).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Monday day part 2' })).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  }, 30_000);

  it('moves a part with the arrow keys and resizes it with Shift', async () => {
    serve(defaultCallSchedule(), () => json({}));
    renderSection();
    const part = await screen.findByRole('slider', { name: 'Tuesday day part 1' });
    part.focus();
    fireEvent.keyDown(part, { key: 'ArrowRight' });
    expect(screen.getByRole('slider', { name: 'Tuesday day part 1' })).toHaveAttribute(
      'aria-valuetext',
      '09:15 to 17:15, cc 1 · cap 0',
    );
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Tuesday day part 1' }), {
      key: 'ArrowLeft',
      shiftKey: true,
    });
    expect(screen.getByRole('slider', { name: 'Tuesday day part 1' })).toHaveAttribute(
      'aria-valuetext',
      '09:15 to 17:00, cc 1 · cap 0',
    );
    const tuesday = screen.getByRole('group', { name: 'Tuesday day part 1' });
    expect(within(tuesday).getByRole('combobox', { name: /start/i })).toHaveTextContent('09:15');
    expect(saveButton()).toBeEnabled();
  }, 30_000);

  it('points at parts off a coarser interval step', async () => {
    serve(defaultCallSchedule(), () => json({}));
    renderSection();
    const part = await screen.findByRole('slider', { name: 'Wednesday day part 1' });
    fireEvent.keyDown(part, { key: 'ArrowRight' });
    await user().click(screen.getByRole('combobox', { name: 'Interval' }));
    await user().click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: '1 Hour' }),
    );
    const wednesday = screen.getByRole('group', { name: 'Wednesday' });
    expect(within(wednesday).getAllByText(SCHEDULE_MESSAGES.offStep(60)).length).toBeGreaterThan(0);
    expect(within(wednesday).getByRole('combobox', { name: /start/i })).toHaveTextContent('09:15');
  }, 30_000);

  it('says so when the schedule does not load', async () => {
    mockFetch(() => json({ statusCode: 500, message: 'Boom' }, 500));
    renderSection();
    expect(await screen.findByText(SCHEDULE_MESSAGES.getSchedule)).toBeInTheDocument();
  }, 30_000);

  it('keeps the edits and says so when the save fails', async () => {
    serve(defaultCallSchedule(), () => json({ statusCode: 500, message: 'Boom' }, 500));
    renderSection();
    await user().click(await screen.findByRole('button', { name: 'Add day part on Friday' }));
    await user().click(saveButton());
    expect(await screen.findByText(SCHEDULE_MESSAGES.saveSchedules)).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Friday day part 2' })).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  }, 30_000);

  it('asks before leaving with an unsaved schedule', async () => {
    serve(defaultCallSchedule(), () => json({}));
    const { router } = renderSection();
    await screen.findByRole('slider', { name: 'Monday day part 1' });
    await user().click(screen.getByRole('button', { name: 'Add day part on Monday' }));
    void router.navigate({ to: '/ad' });
    expect(
      await screen.findByRole('dialog', { name: 'Leave without saving?' }),
    ).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
