/**
 * fast-check generators of valid schedules in the rules' form, for the property tests of this
 * folder (test-only; nothing else imports it).
 */
import fc from 'fast-check';
import { MINUTES_PER_DAY, WEEKDAYS, type Weekday } from './constants';
import type { CallDay, CallDayPart, CallSchedule } from './call-schedule';
import type { TimeRange } from './day-parts';
import { intervalCapsFor } from './interval-caps';
import { defaultWebDayPart, type WebDay } from './web-schedule';

/** Sorted, non-overlapping, non-empty windows on the step: one to four. */
export const rangesArb = (step: number): fc.Arbitrary<TimeRange[]> =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: MINUTES_PER_DAY / step }), {
      minLength: 2,
      maxLength: 8,
    })
    .map((slots) => {
      const times = [...slots].sort((a, b) => a - b).map((slot) => slot * step);
      const ranges: TimeRange[] = [];
      for (let i = 0; i + 1 < times.length; i += 2)
        ranges.push({ start: times[i]!, end: times[i + 1]! });
      return ranges;
    });

const callPartArb = (range: TimeRange, step: number): fc.Arbitrary<CallDayPart> =>
  fc
    .record({ concurrencyCap: fc.nat(10), dayPartCap: fc.nat(100), seed: fc.nat(1000) })
    .map(({ concurrencyCap, dayPartCap, seed }) => ({
      ...range,
      concurrencyCap,
      dayPartCap,
      intervalCaps: intervalCapsFor(range, step).map((cap, i) => ({
        ...cap,
        limit: (seed + i * 7) % 13,
      })),
    }));

const callDayArb = (weekday: Weekday, step: number): fc.Arbitrary<CallDay> =>
  fc
    .record({
      isActive: fc.boolean(),
      dailyCap: fc.integer({ min: -1, max: 50 }),
      ranges: rangesArb(step),
    })
    .chain(({ isActive, dailyCap, ranges }) =>
      fc
        .tuple(...ranges.map((r) => callPartArb(r, step)))
        .map((parts) => ({ weekday, isActive, dailyCap, parts: [...parts] })),
    );

export const callScheduleArb: fc.Arbitrary<CallSchedule> = fc
  .record({
    step: fc.constantFrom(15, 30, 60),
    isIntervalCapEnabled: fc.boolean(),
    monthlyCap: fc.nat(10_000),
  })
  .chain(({ step, isIntervalCapEnabled, monthlyCap }) =>
    fc.tuple(...WEEKDAYS.map((weekday) => callDayArb(weekday, step))).map((days) => ({
      isIntervalCapEnabled,
      intervalStep: step,
      monthlyCap,
      days,
    })),
  );

/** Inactive days hold the default part (an inactive web day's times are not kept). */
export const webScheduleArb: fc.Arbitrary<WebDay[]> = fc.tuple(
  ...WEEKDAYS.map((weekday) =>
    fc
      .record({ isActive: fc.boolean(), ranges: rangesArb(30) })
      .map(({ isActive, ranges }): WebDay => ({
        weekday,
        isActive,
        parts: isActive ? ranges : [defaultWebDayPart()],
      })),
  ),
);
