import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bookedMs, vacationHoursSummary } from './vacation-hours';
import type { VacationPause } from './vacation-status';

const h = 3_600_000;
const t0 = new Date('2026-07-01T00:00:00Z').getTime();
const at = (hours: number) => new Date(t0 + hours * h);
const pause = (over: Partial<VacationPause>): VacationPause => ({
  id: 1,
  status: 'PENDING',
  startTime: at(0),
  endTime: at(10),
  actualStartTime: null,
  actualEndTime: null,
  ...over,
});

describe('vacation hours (seed 001 §3, §9)', () => {
  it('counts booked hours by status', () => {
    expect(bookedMs(pause({}))).toBe(10 * h);
    expect(bookedMs(pause({ status: 'ACTIVE', actualStartTime: at(2) }))).toBe(8 * h);
    expect(
      bookedMs(pause({ status: 'COMPLETED', actualStartTime: at(2), actualEndTime: at(3.5) })),
    ).toBe(1.5 * h);
    expect(bookedMs(pause({ status: 'CANCELED' }))).toBe(0);
  });

  it('counts only hours after the last replenishment', () => {
    expect(bookedMs(pause({}), at(4))).toBe(6 * h);
    expect(bookedMs(pause({}), at(40))).toBe(0);
  });

  it('rounds hours used up; 720 less those are available, unless unlimited', () => {
    const pauses = [
      pause({ status: 'COMPLETED', actualStartTime: at(0), actualEndTime: at(1.25) }),
      pause({ id: 2, startTime: at(20), endTime: at(22) }),
    ];
    expect(vacationHoursSummary(pauses, { hasUnlimited: false })).toEqual({
      hoursUsed: 4,
      hoursAvailable: 716,
      hasUnlimited: false,
    });
    expect(vacationHoursSummary(pauses, { hasUnlimited: true })).toEqual({
      hoursUsed: 4,
      hoursAvailable: 720,
      hasUnlimited: true,
    });
    expect(vacationHoursSummary([pause({ endTime: at(800) })], { hasUnlimited: false })).toEqual({
      hoursUsed: 800,
      hoursAvailable: 0,
      hasUnlimited: false,
    });
  });

  it('used plus available is 720 while the pool lasts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 * 60 }), { maxLength: 8 }), (minutes) => {
        let start = 0;
        const pauses = minutes.map((m, id) => {
          const p = pause({ id, startTime: at(start), endTime: at(start + m / 60) });
          start += m / 60 + 1;
          return p;
        });
        const s = vacationHoursSummary(pauses, { hasUnlimited: false });
        expect(s.hoursUsed).toBe(Math.ceil(minutes.reduce((a, b) => a + b, 0) / 60));
        expect(s.hoursAvailable).toBe(Math.max(0, 720 - s.hoursUsed));
      }),
    );
  });
});
