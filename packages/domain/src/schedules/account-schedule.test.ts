import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addAccountDayPart,
  decodeAccountSchedule,
  defaultAccountSchedule,
  encodeAccountSchedule,
  removeAccountDayPart,
  retimeAccountDayPart,
  type AccountDay,
} from './account-schedule';
import { WEEKDAYS } from './constants';
import { rangesArb } from './schedule-arbitraries';
import { SCHEDULE_MESSAGES } from './schedule-messages';
import { validateAccountSchedule } from './validate-schedule';

describe('account schedule (seed 001 §3 client schedule)', () => {
  it('defaults to Monday to Friday, 09:00-17:00, concurrency 1', () => {
    const wire = encodeAccountSchedule(defaultAccountSchedule());
    expect(wire[0]).toEqual({
      dayIndex: 0,
      isActive: false,
      dayPartSchedules: [
        { concurrencyCap: 1, dayPartCap: { startTime: '09:00:00', endTime: '17:00:00' } },
      ],
    });
    expect(wire.map((d) => d.isActive)).toEqual([false, true, true, true, true, true, false]);
  });

  it('follows the call rules on the 15-minute step', () => {
    const monday = defaultAccountSchedule()[1]!;
    const added = addAccountDayPart(monday);
    expect(added.ok && added.value.parts[1]).toEqual({ start: 1035, end: 1095, concurrencyCap: 1 });
    expect(retimeAccountDayPart(monday, 0, { start: 600, end: 540 })).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.startAfterEnd,
    });
    expect(removeAccountDayPart(monday, 0).isActive).toBe(false);
  });

  it('reads a missing weekday as inactive and nothing as the default', () => {
    expect(decodeAccountSchedule([])).toEqual(defaultAccountSchedule());
    const days = decodeAccountSchedule([
      {
        dayIndex: 2,
        isActive: true,
        dayPartSchedules: [
          { concurrencyCap: 3, dayPartCap: { startTime: '10:00', endTime: '12:00' } },
        ],
      },
    ]);
    expect(days[2]).toEqual({
      weekday: 2,
      isActive: true,
      parts: [{ start: 600, end: 720, concurrencyCap: 3 }],
    });
    expect(days[1]!.isActive).toBe(false);
  });

  it('round-trips through the wire, valid', () => {
    const dayArb = fc.tuple(
      ...WEEKDAYS.map((weekday) =>
        fc
          .record({ isActive: fc.boolean(), ranges: rangesArb(15), cap: fc.nat(9) })
          .map(({ isActive, ranges, cap }): AccountDay => ({
            weekday,
            isActive,
            parts: ranges.map((r) => ({ ...r, concurrencyCap: cap })),
          })),
      ),
    );
    fc.assert(
      fc.property(dayArb, (days) => {
        const wire = encodeAccountSchedule(days);
        expect(validateAccountSchedule(wire)).toEqual([]);
        expect(decodeAccountSchedule(wire)).toEqual(days);
      }),
      { numRuns: 50 },
    );
  });
});
