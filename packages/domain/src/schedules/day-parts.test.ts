import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SCHEDULE_MESSAGES } from './schedule-messages';
import type { ScheduleKind } from './constants';
import {
  addDayPart,
  dayPartIssues,
  nextDayPart,
  removeDayPart,
  retimeDayPart,
  setDayActive,
  type Day,
  type TimeRange,
} from './day-parts';
import { parseTimeOfDay } from './time-of-day';

const t = (text: string) => parseTimeOfDay(text)!;
const part = (start: string, end: string): TimeRange => ({ start: t(start), end: t(end) });
const day = (...parts: TimeRange[]): Day => ({ weekday: 1, isActive: true, parts });
const noTime = { ok: false, message: SCHEDULE_MESSAGES.noTimeLeft };
const defaultPart = () => part('09:00', '17:00');
const same = (_p: TimeRange, r: TimeRange) => ({ ...r });

describe('new day parts (seed 001 §5, 002 §5)', () => {
  it('opens an empty day with 09:00-17:00', () => {
    expect(nextDayPart([], 'call', 15)).toEqual({ ok: true, value: part('09:00', '17:00') });
    expect(nextDayPart([], 'web', 30)).toEqual({ ok: true, value: part('09:00', '17:00') });
  });

  it('starts a call part one step after the last end and lasts an hour', () => {
    const parts = [part('09:00', '17:00')];
    expect(nextDayPart(parts, 'call', 15)).toEqual({ ok: true, value: part('17:15', '18:15') });
    expect(nextDayPart(parts, 'call', 30)).toEqual({ ok: true, value: part('17:30', '18:30') });
    expect(nextDayPart(parts, 'call', 60)).toEqual({ ok: true, value: part('18:00', '19:00') });
  });

  it('follows the latest end, whatever the order of the parts', () => {
    const parts = [part('18:00', '19:00'), part('09:00', '17:00')];
    expect(nextDayPart(parts, 'call', 15)).toEqual({ ok: true, value: part('19:15', '20:15') });
  });

  it('refuses a call part that would start at 23:45 or 24:00', () => {
    expect(nextDayPart([part('22:00', '23:30')], 'call', 15)).toEqual(noTime);
    expect(nextDayPart([part('22:00', '23:00')], 'call', 60)).toEqual(noTime);
    expect(nextDayPart([part('22:00', '24:00')], 'call', 15)).toEqual(noTime);
    expect(nextDayPart([part('22:00', '22:45')], 'call', 15)).toEqual({
      ok: true,
      value: part('23:00', '24:00'),
    });
    expect(nextDayPart([part('22:00', '23:00')], 'call', 30)).toEqual({
      ok: true,
      value: part('23:30', '24:00'),
    });
  });

  it('starts a web part one step after the last end, lasting one step', () => {
    expect(nextDayPart([part('09:00', '17:00')], 'web', 30)).toEqual({
      ok: true,
      value: part('17:30', '18:00'),
    });
    expect(nextDayPart([part('09:00', '17:00')], 'web', 60)).toEqual({
      ok: true,
      value: part('18:00', '19:00'),
    });
  });

  it('refuses a web part after a part ending 24:00 or 23:30, or starting when it ends', () => {
    expect(nextDayPart([part('20:00', '24:00')], 'web', 30)).toEqual(noTime);
    expect(nextDayPart([part('20:00', '23:30')], 'web', 30)).toEqual(noTime);
    expect(nextDayPart([part('00:00', '23:30')], 'web', 30)).toEqual(noTime);
    expect(nextDayPart([part('10:00', '10:00')], 'web', 30)).toEqual(noTime);
    expect(nextDayPart([part('20:00', '23:00')], 'web', 60)).toEqual(noTime);
    expect(nextDayPart([part('20:00', '23:00')], 'web', 30)).toEqual({
      ok: true,
      value: part('23:30', '24:00'),
    });
  });

  it('adds the part to the day', () => {
    const result = addDayPart(day(defaultPart()), 'call', 15, (r) => r);
    expect(result).toEqual({ ok: true, value: day(defaultPart(), part('17:15', '18:15')) });
  });
});

describe('removing a day part (seed 001 §4)', () => {
  it('removes the part', () => {
    const d = day(defaultPart(), part('18:00', '19:00'));
    expect(removeDayPart(d, 0, defaultPart)).toEqual(day(part('18:00', '19:00')));
    expect(removeDayPart(d, 5, defaultPart)).toBe(d);
  });

  it('replaces the last part with a default one and deactivates the day', () => {
    expect(removeDayPart(day(part('18:00', '19:00')), 0, defaultPart)).toEqual({
      weekday: 1,
      isActive: false,
      parts: [defaultPart()],
    });
  });
});

describe('day part issues (seed 001 §5)', () => {
  it('a part may not start after it ends', () => {
    expect(dayPartIssues([part('17:00', '09:00')], 'call', 15)).toEqual([
      { index: 0, field: 'start', message: SCHEDULE_MESSAGES.startAfterEnd },
    ]);
    expect(dayPartIssues([part('17:00', '09:00')], 'web', 30)).toEqual([
      { index: 0, field: 'start', message: SCHEDULE_MESSAGES.startAfterEnd },
    ]);
  });

  it('a web part may start when it ends only as the only part of its day', () => {
    expect(dayPartIssues([part('00:00', '00:00')], 'web', 30)).toEqual([]);
    expect(dayPartIssues([part('00:00', '00:00'), part('09:00', '10:00')], 'web', 30)).toEqual([
      { index: 0, field: 'end', message: SCHEDULE_MESSAGES.emptyPart },
    ]);
    expect(dayPartIssues([part('09:00', '09:00')], 'call', 15)).toEqual([
      { index: 0, field: 'end', message: SCHEDULE_MESSAGES.emptyPart },
    ]);
  });

  it('parts may touch but not overlap', () => {
    expect(dayPartIssues([part('09:00', '12:00'), part('12:00', '13:00')], 'call', 15)).toEqual([]);
    expect(dayPartIssues([part('11:00', '13:00'), part('09:00', '12:00')], 'call', 15)).toEqual([
      { index: 0, field: 'start', message: SCHEDULE_MESSAGES.overlap },
    ]);
  });

  it('times lie on the step', () => {
    expect(dayPartIssues([part('09:15', '10:00')], 'call', 30)).toEqual([
      { index: 0, field: 'start', message: SCHEDULE_MESSAGES.offStep(30) },
    ]);
    expect(dayPartIssues([part('09:00', '24:00')], 'web', 60)).toEqual([]);
  });
});

describe('retiming a day part', () => {
  it('moves the part when it stays valid', () => {
    const d = day(defaultPart(), part('18:00', '19:00'));
    expect(retimeDayPart(d, 1, part('17:00', '20:00'), 'call', 15, same)).toEqual({
      ok: true,
      value: day(defaultPart(), part('17:00', '20:00')),
    });
  });

  it('refuses an inverted, empty, off-step or overlapping window', () => {
    const d = day(defaultPart(), part('18:00', '19:00'));
    const retime = (range: TimeRange) => retimeDayPart(d, 1, range, 'call', 15, same);
    expect(retime(part('19:00', '18:00'))).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.startAfterEnd,
    });
    expect(retime(part('19:00', '19:00'))).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.emptyPart,
    });
    expect(retime({ start: t('18:00'), end: t('18:10') })).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.offStep(15),
    });
    expect(retime(part('16:00', '19:00'))).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.overlap,
    });
  });

  it('keeps a part inside 00:00-24:00', () => {
    const d = day(part('00:00', '01:00'));
    const retime = (start: number, end: number) =>
      retimeDayPart(d, 0, { start, end }, 'call', 15, same);
    const outside = { ok: false, message: SCHEDULE_MESSAGES.outsideDay };
    expect(retime(-15, 45)).toEqual(outside);
    expect(retime(1425, 1455)).toEqual(outside);
    expect(retime(1380, 1440).ok).toBe(true);
  });
});

// Properties: from a valid day, no sequence of edits makes an invalid one.
type Op =
  | { op: 'add' }
  | { op: 'remove'; index: number }
  | { op: 'retime'; index: number; start: number; end: number }
  | { op: 'toggle' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.constant<Op>({ op: 'add' }),
  fc.record({ op: fc.constant('remove' as const), index: fc.nat(12) }),
  fc.record({
    op: fc.constant('retime' as const),
    index: fc.nat(12),
    start: fc.nat(96),
    end: fc.nat(96),
  }),
  fc.constant<Op>({ op: 'toggle' }),
);

const kindStepArb = fc.constantFrom<[ScheduleKind, number]>(
  ['call', 15],
  ['call', 30],
  ['call', 60],
  ['web', 30],
  ['web', 60],
);

function apply(d: Day, o: Op, kind: ScheduleKind, step: number): Day {
  switch (o.op) {
    case 'add': {
      const r = addDayPart(d, kind, step, (range) => range);
      return r.ok ? r.value : d;
    }
    case 'remove':
      return removeDayPart(d, o.index % d.parts.length, defaultPart);
    case 'retime': {
      const range = { start: Math.min(o.start * step, 1440), end: Math.min(o.end * step, 1440) };
      const r = retimeDayPart(d, o.index % d.parts.length, range, kind, step, same);
      return r.ok ? r.value : d;
    }
    case 'toggle':
      return setDayActive(d, !d.isActive);
  }
}

describe('day part edits (properties)', () => {
  it('never leave overlapping, inverted, empty or off-step parts, nor a day without parts', () => {
    fc.assert(
      fc.property(kindStepArb, fc.array(opArb, { maxLength: 60 }), ([kind, step], ops) => {
        let d = day(defaultPart());
        for (const o of ops) {
          d = apply(d, o, kind, step);
          expect(d.parts.length).toBeGreaterThan(0);
          expect(dayPartIssues(d.parts, kind, step)).toEqual([]);
        }
      }),
    );
  });

  it('a retime is refused exactly when the day would have an issue', () => {
    fc.assert(
      fc.property(
        kindStepArb,
        fc.array(opArb, { maxLength: 20 }),
        fc.nat(12),
        fc.nat(96),
        fc.nat(96),
        ([kind, step], ops, index, start, end) => {
          const d = ops.reduce((acc, o) => apply(acc, o, kind, step), day(defaultPart()));
          const i = index % d.parts.length;
          const range = { start: Math.min(start * step, 1440), end: Math.min(end * step, 1440) };
          const raw = d.parts.map((p, j) => (j === i ? range : p));
          const result = retimeDayPart(d, i, range, kind, step, same);
          expect(result.ok).toBe(dayPartIssues(raw, kind, step).length === 0);
        },
      ),
    );
  });
});
