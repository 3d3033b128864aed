import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isRangeBound,
  parseRangeBound,
  portalDayEnd,
  portalDayOf,
  portalDayStart,
  portalMonthStartOf,
  rangeBoundMessage,
  rangeInstants,
} from './range-bounds';

describe('a range bound: a date or a date-time (issue 36)', () => {
  it('reads a date as a day', () => {
    expect(parseRangeBound('2026-11-01')).toEqual({ kind: 'day', day: '2026-11-01' });
    expect(parseRangeBound('2028-02-29')).toEqual({ kind: 'day', day: '2028-02-29' });
  });

  it('reads a date-time with Z or an offset as that instant', () => {
    const at = (value: string) => {
      const bound = parseRangeBound(value);
      return bound?.kind === 'instant' ? bound.at.toISOString() : bound;
    };
    expect(at('2026-11-01T00:00:00Z')).toBe('2026-11-01T00:00:00.000Z');
    expect(at('2026-11-01T05:00:00-05:00')).toBe('2026-11-01T10:00:00.000Z');
    expect(at('2026-11-01T05:00:00.123456+05:30')).toBe('2026-10-31T23:30:00.123Z');
    expect(at('2026-11-01T05:00-0500')).toBe('2026-11-01T10:00:00.000Z');
    expect(at('2026-11-01t05:00:00z')).toBe('2026-11-01T05:00:00.000Z');
    expect(at('2026-11-01T23:59:59.999Z')).toBe('2026-11-01T23:59:59.999Z');
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'yesterday',
      '2026-11-1',
      '2026-13-01',
      '2026-02-29',
      '2026-11-31',
      '99999-01-01',
      '0999-12-31',
      '2026-11-01\u0000',
      '2026-11-01T00:00:00',
      '2026-11-01T24:00:00Z',
      '2026-11-01T23:60:00Z',
      '2026-11-01T23:59:60Z',
      '2026-11-01T00:00:00+24:00',
      '2026-11-01 00:00:00Z',
      '9999-12-31T23:00:00-05:00',
      `2026-11-01T00:00:00.${'1'.repeat(40)}Z`,
    ]) {
      expect(parseRangeBound(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('never throws and accepts only what it can read back', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (value) => {
        const bound = parseRangeBound(value);
        if (bound?.kind === 'instant') expect(Number.isNaN(bound.at.getTime())).toBe(false);
      }),
    );
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1000-01-02T00:00:00Z'),
          max: new Date('9999-12-30T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          expect(parseRangeBound(date.toISOString())).toEqual({ kind: 'instant', at: date });
          expect(isRangeBound(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });

  it('names the field in its message', () => {
    expect(rangeBoundMessage('from')).toBe(
      'from must be a date (YYYY-MM-DD) or a date and time with its offset (ISO 8601)',
    );
  });
});

describe('the portal calendar (America/New_York)', () => {
  it('starts and ends a day at New York midnight, daylight saving included', () => {
    expect(portalDayStart('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    // November 1 2026 is the day daylight saving ends: 25 hours long.
    expect(portalDayEnd('2026-11-01').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(portalDayStart('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(portalDayEnd('2026-03-08').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(portalDayEnd('2026-12-31').toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  it('gives the New York day and month of an instant', () => {
    expect(portalDayOf(new Date('2026-12-01T04:59:59Z'))).toBe('2026-11-30');
    expect(portalDayOf(new Date('2026-12-01T05:00:00Z'))).toBe('2026-12-01');
    expect(portalMonthStartOf(new Date('2026-12-01T04:59:59Z'))).toBe('2026-11-01');
  });
});

describe('a range as instants', () => {
  it('runs from a day’s New York midnight to the midnight after the last day', () => {
    expect(rangeInstants('2026-11-01', '2026-11-30', '2026-01-01')).toEqual({
      from: new Date('2026-11-01T04:00:00Z'),
      to: new Date('2026-12-01T05:00:00Z'),
    });
  });

  it('takes date-times as they are, and mixes them with dates', () => {
    expect(
      rangeInstants('2026-11-01T00:00:00Z', '2026-11-01T05:00:00-05:00', '2026-01-01'),
    ).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-11-01T10:00:00Z'),
    });
    expect(rangeInstants('2026-11-01T12:00:00Z', '2026-11-02', '2026-01-01')).toEqual({
      from: new Date('2026-11-01T12:00:00Z'),
      to: new Date('2026-11-03T05:00:00Z'),
    });
  });

  it('starts at the default, and leaves a missing or unwritable end open', () => {
    expect(rangeInstants(undefined, undefined, '2026-11-01')).toEqual({
      from: new Date('2026-11-01T04:00:00Z'),
      to: null,
    });
    expect(rangeInstants('2026-11-01', '9999-12-31', '2026-01-01').to).toBeNull();
  });

  it('throws on a bound the contracts would have refused', () => {
    expect(() => rangeInstants('2026-11-31', undefined, '2026-01-01')).toThrow();
  });
});
