import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DAY_CAP_DEFAULTS,
  defaultDayCapSchedule,
  recalculateForWeekly,
  redistributeDayCaps,
  weekdayCapFor,
} from './day-caps';

const weekdaysActive = (...days: number[]) => [0, 1, 2, 3, 4, 5, 6].map((d) => days.includes(d));

describe('day caps (seed 001 §9)', () => {
  it('has the seed defaults', () => {
    expect(DAY_CAP_DEFAULTS).toEqual({
      weekly: 25,
      daily: 3,
      weeklyFactor: 1.3,
      weekend: 1,
      perDayMinimum: 1,
    });
    expect(defaultDayCapSchedule()).toEqual({ weekly: 25, days: [1, 7, 7, 7, 7, 7, 1] });
  });

  it('weekday caps are ceil(weekly × 1.3 / 5), at least 1; unlimited stays unlimited', () => {
    expect(weekdayCapFor(25)).toBe(7);
    expect(weekdayCapFor(50)).toBe(13);
    expect(weekdayCapFor(10)).toBe(3);
    expect(weekdayCapFor(0)).toBe(1);
    expect(weekdayCapFor(-1)).toBe(-1);
    expect(recalculateForWeekly(-1).days).toEqual([1, -1, -1, -1, -1, -1, 1]);
  });

  it('redistributes by the fixed fractions', () => {
    const caps = [1, 6, 6, 6, 6, 6, 1];
    expect(redistributeDayCaps(caps, weekdaysActive(1))).toEqual([1, 30, 0, 0, 0, 0, 1]);
    expect(redistributeDayCaps(caps, weekdaysActive(1, 2))).toEqual([1, 18, 12, 0, 0, 0, 1]);
    expect(redistributeDayCaps(caps, weekdaysActive(1, 3, 5))).toEqual([1, 12, 0, 10, 0, 8, 1]);
    expect(redistributeDayCaps([0, 10, 10, 10, 10, 10, 0], weekdaysActive(1, 2, 3, 4))).toEqual([
      0, 14, 13, 12, 11, 0, 0,
    ]);
  });

  it('gives the rounding leftover to the first active day', () => {
    expect(redistributeDayCaps([0, 1, 1, 0, 0, 0, 0], weekdaysActive(1, 3, 4))).toEqual([
      0, 2, 0, 0, 0, 0, 0,
    ]);
  });

  it('keeps an unlimited active day unlimited', () => {
    expect(redistributeDayCaps([0, -1, 3, 0, 0, 0, 0], weekdaysActive(1))).toEqual([
      0, -1, 0, 0, 0, 0, 0,
    ]);
  });

  it('does nothing with 0 or 5 active weekdays or an unlimited inactive weekday', () => {
    const caps = [1, 6, 6, 6, 6, 6, 1];
    expect(redistributeDayCaps(caps, weekdaysActive())).toEqual(caps);
    expect(redistributeDayCaps(caps, weekdaysActive(0, 6))).toEqual(caps);
    expect(redistributeDayCaps(caps, weekdaysActive(1, 2, 3, 4, 5))).toEqual(caps);
    expect(redistributeDayCaps([1, 6, -1, 6, 6, 6, 1], weekdaysActive(1))).toEqual([
      1, 6, -1, 6, 6, 6, 1,
    ]);
  });

  it('preserves the weekday total and never touches the weekend', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 7, maxLength: 7 }),
        fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
        (caps, active) => {
          const out = redistributeDayCaps(caps, active);
          const sum = (xs: number[]) => xs.slice(1, 6).reduce((a, b) => a + b, 0);
          expect(sum(out)).toBe(sum(caps));
          expect(out[0]).toBe(caps[0]);
          expect(out[6]).toBe(caps[6]);
          for (const cap of out) expect(cap).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
