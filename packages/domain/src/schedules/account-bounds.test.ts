import { describe, expect, it } from 'vitest';
import { defaultAccountSchedule, type AccountDay } from './account-schedule';
import { accountBoundIssues, activeStretches } from './account-bounds';
import { encodeCallSchedule } from './call-schedule-wire';
import { defaultCallSchedule } from './call-schedule';
import { SCHEDULE_MESSAGES } from './schedule-messages';

describe('account bounds (decision 0021)', () => {
  it('joins touching parts into stretches; an inactive day has none', () => {
    const day: AccountDay = {
      weekday: 1,
      isActive: true,
      parts: [
        { start: 600, end: 720, concurrencyCap: 1 },
        { start: 540, end: 600, concurrencyCap: 1 },
        { start: 800, end: 900, concurrencyCap: 1 },
      ],
    };
    expect(activeStretches(day)).toEqual([
      { start: 540, end: 720 },
      { start: 800, end: 900 },
    ]);
    expect(activeStretches({ ...day, isActive: false })).toEqual([]);
  });

  it('lets the default call schedule through the default account schedule', () => {
    const wire = encodeCallSchedule(defaultCallSchedule());
    expect(accountBoundIssues(wire, defaultAccountSchedule())).toEqual([]);
  });

  it("names a part beyond the account's hours, and an active day the account closes", () => {
    const wire = encodeCallSchedule(defaultCallSchedule());
    const monday = wire.subscriptionDailySchedules[1]!;
    monday.subscriptionDayPartSchedules[0]!.scheduleDayPartCap.endTime = '18:00:00';
    wire.subscriptionDailySchedules[0]!.isActive = true;
    const errors = accountBoundIssues(wire, defaultAccountSchedule());
    expect(errors.map((e) => e.field)).toEqual([
      'subscriptionDailySchedules.0.subscriptionDayPartSchedules.0.scheduleDayPartCap.startTime',
      'subscriptionDailySchedules.1.subscriptionDayPartSchedules.0.scheduleDayPartCap.startTime',
    ]);
    expect(errors[0]!.message).toBe(SCHEDULE_MESSAGES.outsideAccountHours);
  });
});
