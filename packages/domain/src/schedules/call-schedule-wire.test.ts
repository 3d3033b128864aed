import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultCallSchedule } from './call-schedule';
import {
  decodeCallSchedule,
  encodeCallSchedule,
  type CallScheduleWire,
} from './call-schedule-wire';
import { callScheduleArb } from './schedule-arbitraries';
import { validateCallSchedule } from './validate-schedule';

describe('call schedule wire form (seed 001 §3)', () => {
  it('writes the seed shape', () => {
    const wire = encodeCallSchedule(defaultCallSchedule());
    expect(wire.isIntervalCapEnabled).toBe(false);
    expect(wire.intervalStep).toBe('00:15:00');
    expect(wire.subscriptionMonthlySchedule).toEqual({
      subscriptionMonthlyCap: { capLimit: 0, startTime: '00:00:00', endTime: '00:00:00' },
    });
    expect(wire.subscriptionDailySchedules).toHaveLength(7);
    const monday = wire.subscriptionDailySchedules[1]!;
    expect(monday.dayOfWeek).toBe(1);
    expect(monday.isActive).toBe(true);
    expect(monday.scheduleDailyCap).toEqual({
      capLimit: 7,
      startTime: '00:00:00',
      endTime: '23:59:59',
    });
    const [part] = monday.subscriptionDayPartSchedules;
    expect(part!.concurrencyCap).toBe(1);
    expect(part!.scheduleDayPartCap).toEqual({
      capLimit: 0,
      startTime: '09:00:00',
      endTime: '17:00:00',
      dayIndex: 1,
    });
    expect(part!.subscriptionIntervalCaps[0]).toEqual({
      capLimit: 0,
      startTime: '09:00:00',
      endTime: '09:15:00',
      dayIndex: 1,
    });
  });

  it('reads a schedule in any order, a missing weekday as inactive, 24:00:00 as the end of day', () => {
    const wire: CallScheduleWire = {
      isIntervalCapEnabled: true,
      subscriptionMonthlySchedule: {
        subscriptionMonthlyCap: { capLimit: 500, startTime: '00:00:00', endTime: '00:00:00' },
      },
      subscriptionDailySchedules: [
        {
          dayOfWeek: 3,
          isActive: true,
          scheduleDailyCap: { capLimit: -1, startTime: '00:00:00', endTime: '23:59:59' },
          subscriptionDayPartSchedules: [
            {
              concurrencyCap: 2,
              scheduleDayPartCap: { capLimit: 5, startTime: '23:00:00', endTime: '24:00:00' },
              subscriptionIntervalCaps: [],
            },
            {
              concurrencyCap: 1,
              scheduleDayPartCap: { capLimit: 0, startTime: '08:00', endTime: '09:00' },
              subscriptionIntervalCaps: [
                { capLimit: 4, startTime: '08:00:00', endTime: '08:15:00' },
              ],
            },
          ],
        },
      ],
    };
    const schedule = decodeCallSchedule(wire);
    expect(schedule.intervalStep).toBe(15);
    expect(schedule.monthlyCap).toBe(500);
    expect(schedule.days.map((d) => d.isActive)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(schedule.days[3]).toEqual({
      weekday: 3,
      isActive: true,
      dailyCap: -1,
      parts: [
        {
          start: 480,
          end: 540,
          concurrencyCap: 1,
          dayPartCap: 0,
          intervalCaps: [{ start: 480, end: 495, limit: 4 }],
        },
        { start: 1380, end: 1440, concurrencyCap: 2, dayPartCap: 5, intervalCaps: [] },
      ],
    });
    expect(
      encodeCallSchedule(schedule).subscriptionDailySchedules[3]!.subscriptionDayPartSchedules[1]!
        .scheduleDayPartCap.endTime,
    ).toBe('24:00:00');
  });

  it('reads no days at all as the default schedule', () => {
    const wire = { ...encodeCallSchedule(defaultCallSchedule()), subscriptionDailySchedules: [] };
    expect(decodeCallSchedule(wire)).toEqual(defaultCallSchedule());
  });

  it('round-trips: the rules form through the wire and back is unchanged, and valid', () => {
    fc.assert(
      fc.property(callScheduleArb, (schedule) => {
        const wire = encodeCallSchedule(schedule);
        expect(validateCallSchedule(wire)).toEqual([]);
        expect(decodeCallSchedule(wire)).toEqual(schedule);
        expect(encodeCallSchedule(decodeCallSchedule(wire))).toEqual(wire);
      }),
      { numRuns: 50 },
    );
  });
});
