import { describe, expect, it } from 'vitest';
import { defaultCallSchedule } from '../schedules/call-schedule';
import { intervalCapsFor } from '../schedules/interval-caps';
import { capReached, capStatusAfterSale, dayCapFor } from './caps';
import type { SoldCounts } from './lead';
import { localMoment } from '../local-clock';
import type { OpenWindow } from './schedule-window';

const none: SoldCounts = { interval: 0, dayPart: 0, day: 0, week: 0, month: 0 };
// Tuesday 2026-11-24, 10:05 in Chicago.
const moment = localMoment(new Date('2026-11-24T16:05:00Z'), 'America/Chicago');
const web: OpenWindow = { kind: 'web' };
const channel = {
  dayCapSchedule: { days: [1, 5, 4, 5, 5, 5, 1], weekly: 25 },
  dayCapOverrides: {},
  sold: none,
};

function callWindow(edit: (s: ReturnType<typeof defaultCallSchedule>) => void = () => {}) {
  const schedule = defaultCallSchedule([2, 2, 2, 2, 2, 2, 2]);
  edit(schedule);
  const day = schedule.days[2]!;
  return { kind: 'call', schedule, day, part: day.parts[0]! } as const;
}

describe('day cap', () => {
  it("a web channel's is its day cap of the weekday", () => {
    expect(dayCapFor(channel, web, moment)).toBe(4);
  });

  it("a call channel's is its schedule's cap of the day", () => {
    expect(dayCapFor(channel, callWindow(), moment)).toBe(2);
  });

  it('an override of the local date wins', () => {
    expect(dayCapFor({ ...channel, dayCapOverrides: { '2026-11-24': 9 } }, web, moment)).toBe(9);
  });

  it('no day caps is unlimited', () => {
    expect(dayCapFor({ ...channel, dayCapSchedule: null }, web, moment)).toBe(-1);
  });
});

describe('caps reached', () => {
  const sold = (counts: Partial<SoldCounts>) => ({ ...channel, sold: { ...none, ...counts } });

  it('nothing is reached below every cap', () => {
    expect(capReached(sold({ day: 3, week: 24 }), web, moment)).toBeNull();
  });

  it('the day and week caps are reached at their limit; -1 never, 0 at once', () => {
    expect(capReached(sold({ day: 4 }), web, moment)).toEqual({ code: 'dayCapReached', limit: 4 });
    expect(capReached(sold({ week: 25 }), web, moment)).toEqual({
      code: 'weeklyCapReached',
      limit: 25,
    });
    const unlimited = {
      ...channel,
      dayCapSchedule: { days: [-1, -1, -1, -1, -1, -1, -1], weekly: -1 },
    };
    expect(
      capReached({ ...unlimited, sold: { ...none, day: 999, week: 999 } }, web, moment),
    ).toBeNull();
    expect(capReached({ ...channel, dayCapOverrides: { '2026-11-24': 0 } }, web, moment)).toEqual({
      code: 'dayCapReached',
      limit: 0,
    });
  });

  it('the broadest cap reached is named', () => {
    expect(capReached(sold({ day: 4, week: 30 }), web, moment)?.code).toBe('weeklyCapReached');
  });

  it('day-part and monthly caps of 0 are no caps', () => {
    expect(capReached(sold({ dayPart: 1, month: 100 }), callWindow(), moment)).toBeNull();
  });

  it('the monthly and day-part caps of a call schedule', () => {
    const monthly = callWindow((s) => (s.monthlyCap = 50));
    expect(capReached(sold({ month: 50 }), monthly, moment)).toEqual({
      code: 'monthlyCapReached',
      limit: 50,
    });
    const partCapped = callWindow((s) => (s.days[2]!.parts[0]!.dayPartCap = 1));
    expect(capReached(sold({ dayPart: 1 }), partCapped, moment)).toEqual({
      code: 'dayPartCapReached',
      limit: 1,
    });
  });

  it("the current interval's cap counts only behind the switch", () => {
    const capped = (enabled: boolean) =>
      callWindow((s) => {
        s.isIntervalCapEnabled = enabled;
        const part = s.days[2]!.parts[0]!;
        // 10:00-10:15 holds 10:05.
        part.intervalCaps = intervalCapsFor(part, 15).map((cap) =>
          cap.start === 600 ? { ...cap, limit: 1 } : cap,
        );
      });
    expect(capReached(sold({ interval: 1 }), capped(true), moment)).toEqual({
      code: 'intervalCapReached',
      limit: 1,
    });
    expect(capReached(sold({ interval: 1 }), capped(false), moment)).toBeNull();
  });
});

describe('cap status after a sale', () => {
  it('DAYCAPPED until the next local midnight', () => {
    expect(capStatusAfterSale({ ...channel, sold: { ...none, day: 4 } }, web, moment)).toEqual({
      status: 'DAYCAPPED',
      restoresAt: new Date('2026-11-25T06:00:00Z'),
    });
  });

  it('WEEKCAPPED until next Sunday, also when the day is capped too', () => {
    const after = { ...channel, sold: { ...none, day: 4, week: 25 } };
    expect(capStatusAfterSale(after, web, moment)).toEqual({
      status: 'WEEKCAPPED',
      restoresAt: new Date('2026-11-29T06:00:00Z'),
    });
  });

  it('no status below the caps or for a day-part cap', () => {
    expect(capStatusAfterSale({ ...channel, sold: { ...none, day: 3 } }, web, moment)).toBeNull();
    const partCapped = callWindow((s) => (s.days[2]!.parts[0]!.dayPartCap = 1));
    expect(
      capStatusAfterSale({ ...channel, sold: { ...none, dayPart: 1 } }, partCapped, moment),
    ).toBeNull();
  });
});
