import { describe, expect, it } from 'vitest';
import { defaultCallSchedule } from './call-schedule';
import { encodeCallSchedule, type CallScheduleWire } from './call-schedule-wire';
import { SCHEDULE_MESSAGES } from './schedule-messages';
import {
  validateAccountSchedule,
  validateCallSchedule,
  validateWebSchedule,
} from './validate-schedule';
import type { WebLeadScheduleEntry } from './web-schedule-wire';

const base = (): CallScheduleWire => structuredClone(encodeCallSchedule(defaultCallSchedule()));
const monday = (wire: CallScheduleWire) => wire.subscriptionDailySchedules[1]!;
const mondayPart = (wire: CallScheduleWire, j = 0) => monday(wire).subscriptionDayPartSchedules[j]!;
const errorsOf = (wire: CallScheduleWire) =>
  validateCallSchedule(wire).map(({ field, message }) => ({ field, message }));
const P = 'subscriptionDailySchedules.1.subscriptionDayPartSchedules';

describe('validateCallSchedule (the API 400s)', () => {
  it('accepts the default schedule', () => {
    expect(validateCallSchedule(base())).toEqual([]);
  });

  it('refuses a part that starts after it ends, naming the field', () => {
    const wire = base();
    mondayPart(wire).scheduleDayPartCap.startTime = '18:00:00';
    // Its interval caps (09:00-17:00) are not judged against a window that is not one.
    expect(errorsOf(wire)).toEqual([
      { field: `${P}.0.scheduleDayPartCap.startTime`, message: SCHEDULE_MESSAGES.startAfterEnd },
    ]);
  });

  it('refuses overlapping parts', () => {
    const wire = base();
    const second = structuredClone(mondayPart(wire));
    second.scheduleDayPartCap.startTime = '16:00:00';
    second.scheduleDayPartCap.endTime = '18:00:00';
    second.subscriptionIntervalCaps = [];
    monday(wire).subscriptionDayPartSchedules.push(second);
    expect(errorsOf(wire)).toEqual([
      { field: `${P}.1.scheduleDayPartCap.startTime`, message: SCHEDULE_MESSAGES.overlap },
    ]);
  });

  it('refuses negative and fractional caps; -1 only for day caps', () => {
    const wire = base();
    mondayPart(wire).concurrencyCap = -1;
    mondayPart(wire).scheduleDayPartCap.capLimit = 1.5;
    mondayPart(wire).subscriptionIntervalCaps[0]!.capLimit = -2;
    monday(wire).scheduleDailyCap.capLimit = -1;
    wire.subscriptionDailySchedules[2]!.scheduleDailyCap.capLimit = -2;
    wire.subscriptionMonthlySchedule.subscriptionMonthlyCap.capLimit = -1;
    expect(errorsOf(wire)).toEqual([
      {
        field: 'subscriptionMonthlySchedule.subscriptionMonthlyCap.capLimit',
        message: SCHEDULE_MESSAGES.cap,
      },
      { field: `${P}.0.concurrencyCap`, message: SCHEDULE_MESSAGES.cap },
      { field: `${P}.0.scheduleDayPartCap.capLimit`, message: SCHEDULE_MESSAGES.cap },
      { field: `${P}.0.subscriptionIntervalCaps.0.capLimit`, message: SCHEDULE_MESSAGES.cap },
      {
        field: 'subscriptionDailySchedules.2.scheduleDailyCap.capLimit',
        message: SCHEDULE_MESSAGES.dailyCap,
      },
    ]);
  });

  it('refuses a time off the chosen step, or not a time', () => {
    const wire = base();
    wire.intervalStep = '01:00:00';
    for (const day of wire.subscriptionDailySchedules) {
      for (const part of day.subscriptionDayPartSchedules) part.subscriptionIntervalCaps = [];
    }
    mondayPart(wire).scheduleDayPartCap.startTime = '09:30:00';
    wire.subscriptionDailySchedules[2]!.subscriptionDayPartSchedules[0]!.scheduleDayPartCap.endTime =
      '25:00:00';
    expect(errorsOf(wire)).toEqual([
      { field: `${P}.0.scheduleDayPartCap.startTime`, message: SCHEDULE_MESSAGES.offStep(60) },
      {
        field:
          'subscriptionDailySchedules.2.subscriptionDayPartSchedules.0.scheduleDayPartCap.endTime',
        message: SCHEDULE_MESSAGES.timeFormat,
      },
    ]);
    wire.intervalStep = '00:20:00';
    expect(errorsOf(wire)[0]).toEqual({
      field: 'intervalStep',
      message: SCHEDULE_MESSAGES.unknownStep,
    });
  });

  it('refuses unknown and repeated weekdays, and a day without parts', () => {
    const wire = base();
    wire.subscriptionDailySchedules[0]!.dayOfWeek = 7;
    wire.subscriptionDailySchedules[2]!.dayOfWeek = 1;
    wire.subscriptionDailySchedules[3]!.subscriptionDayPartSchedules = [];
    expect(errorsOf(wire)).toEqual([
      {
        field: 'subscriptionDailySchedules.0.dayOfWeek',
        message: SCHEDULE_MESSAGES.unknownWeekday,
      },
      {
        field: 'subscriptionDailySchedules.2.dayOfWeek',
        message: SCHEDULE_MESSAGES.repeatedWeekday,
      },
      {
        field: 'subscriptionDailySchedules.3.subscriptionDayPartSchedules',
        message: SCHEDULE_MESSAGES.noDayParts,
      },
    ]);
  });

  it('refuses interval caps of another length, outside their part, or overlapping', () => {
    const wire = base();
    const caps = mondayPart(wire).subscriptionIntervalCaps;
    caps[0]!.endTime = '09:30:00';
    caps[1]!.startTime = '08:00:00';
    caps[1]!.endTime = '08:15:00';
    caps[3]!.startTime = '09:30:00';
    caps[3]!.endTime = '09:45:00';
    expect(errorsOf(wire)).toEqual([
      {
        field: `${P}.0.subscriptionIntervalCaps.0.endTime`,
        message: SCHEDULE_MESSAGES.intervalLength(15),
      },
      {
        field: `${P}.0.subscriptionIntervalCaps.1.startTime`,
        message: SCHEDULE_MESSAGES.intervalOutsidePart,
      },
      {
        field: `${P}.0.subscriptionIntervalCaps.3.startTime`,
        message: SCHEDULE_MESSAGES.intervalOverlap,
      },
    ]);
  });

  it('prefixes paths with the root given', () => {
    const wire = base();
    monday(wire).dayOfWeek = 9;
    expect(validateCallSchedule(wire, ['schedule'])[0]!.field).toBe(
      'schedule.subscriptionDailySchedules.1.dayOfWeek',
    );
  });
});

const entry = (
  dayOfWeek: number,
  startTime: string,
  endTime: string,
  isActive = true,
): WebLeadScheduleEntry => ({ clientQuoteTypeId: 1, dayOfWeek, startTime, endTime, isActive });

describe('validateWebSchedule', () => {
  it('accepts the seed encodings', () => {
    expect(
      validateWebSchedule([
        entry(0, '00:00:00.00', '00:00:00.00', false),
        entry(1, '00:00:00', '23:59:59.99'),
        entry(2, '09:00:00', '09:00:00'),
      ]),
    ).toEqual([]);
  });

  it('refuses an equal start and end when the day has more than one part', () => {
    expect(
      validateWebSchedule([entry(1, '09:00:00', '09:00:00'), entry(1, '10:00:00', '11:00:00')]),
    ).toEqual([
      expect.objectContaining({ field: '0.endTime', message: SCHEDULE_MESSAGES.emptyPart }),
    ]);
  });

  it('refuses start after end, overlaps, off the 30-minute grid, mixed activity, unknown days', () => {
    const errors = validateWebSchedule(
      [
        entry(1, '12:00:00', '11:00:00'),
        entry(2, '09:00:00', '12:00:00'),
        entry(2, '11:00:00', '13:00:00'),
        entry(3, '09:15:00', '10:00:00'),
        entry(4, '09:00:00', '10:00:00'),
        entry(4, '00:00:00.00', '00:00:00.00', false),
        entry(8, '09:00:00', '10:00:00'),
      ],
      ['schedule'],
    ).map(({ field, message }) => ({ field, message }));
    expect(errors).toEqual([
      { field: 'schedule.6.dayOfWeek', message: SCHEDULE_MESSAGES.unknownWeekday },
      { field: 'schedule.0.startTime', message: SCHEDULE_MESSAGES.startAfterEnd },
      { field: 'schedule.2.startTime', message: SCHEDULE_MESSAGES.overlap },
      { field: 'schedule.3.startTime', message: SCHEDULE_MESSAGES.offStep(30) },
      { field: 'schedule.5.isActive', message: SCHEDULE_MESSAGES.mixedActive },
    ]);
  });
});

describe('validateAccountSchedule', () => {
  it('refuses bad caps, times and weekdays', () => {
    const errors = validateAccountSchedule([
      {
        dayIndex: 1,
        isActive: true,
        dayPartSchedules: [
          { concurrencyCap: -1, dayPartCap: { startTime: '10:00:00', endTime: '09:00:00' } },
        ],
      },
      { dayIndex: 1, isActive: true, dayPartSchedules: [] },
    ]).map(({ field, message }) => ({ field, message }));
    expect(errors).toEqual([
      { field: '0.dayPartSchedules.0.concurrencyCap', message: SCHEDULE_MESSAGES.cap },
      {
        field: '0.dayPartSchedules.0.dayPartCap.startTime',
        message: SCHEDULE_MESSAGES.startAfterEnd,
      },
      { field: '1.dayIndex', message: SCHEDULE_MESSAGES.repeatedWeekday },
      { field: '1.dayPartSchedules', message: SCHEDULE_MESSAGES.noDayParts },
    ]);
  });
});
