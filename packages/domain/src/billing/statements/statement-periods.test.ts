import { describe, expect, it } from 'vitest';
import {
  cancellationPeriod,
  closedMonthsSince,
  lastClosedMonthStart,
  monthPeriod,
  monthStartOf,
  periodBounds,
  periodMonth,
} from './statement-periods';

describe('statement periods (UTC)', () => {
  it('takes the month of a moment in UTC, not local time', () => {
    expect(monthStartOf(new Date('2026-10-31T23:59:59.999Z'))).toBe('2026-10-01');
    expect(monthStartOf(new Date('2026-11-01T00:00:00.000Z'))).toBe('2026-11-01');
  });

  it('ends a month on its last day, leap years included', () => {
    expect(monthPeriod('2026-02-01')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthPeriod('2028-02-01')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthPeriod('2026-12-01')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(periodMonth(monthPeriod('2026-12-01'))).toBe('2026-12');
  });

  it('covers a period up to, not including, the day after its end', () => {
    expect(periodBounds({ start: '2026-10-01', end: '2026-10-31' })).toEqual({
      from: new Date('2026-10-01T00:00:00.000Z'),
      until: new Date('2026-11-01T00:00:00.000Z'),
    });
  });

  it('lists every closed month since the first movement, across a year end', () => {
    const months = closedMonthsSince(
      new Date('2025-11-15T12:00:00Z'),
      new Date('2026-02-01T02:15:00Z'),
    );
    expect(months.map((m) => m.start)).toEqual(['2025-11-01', '2025-12-01', '2026-01-01']);
    expect(months.at(-1)).toEqual({ start: '2026-01-01', end: '2026-01-31' });
  });

  it('lists no month while the first movement is in the current month', () => {
    expect(
      closedMonthsSince(new Date('2026-11-01T00:00:00Z'), new Date('2026-11-30T23:59Z')),
    ).toEqual([]);
  });

  it('names the last closed month', () => {
    expect(lastClosedMonthStart(new Date('2026-01-10T00:00:00Z'))).toBe('2025-12-01');
    expect(lastClosedMonthStart(new Date('2026-03-31T23:00:00Z'))).toBe('2026-02-01');
  });

  it('starts a cancellation period at the current month, or the earlier effective month', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(cancellationPeriod('2026-11-24', now)).toEqual({
      start: '2026-11-01',
      end: '2026-11-24',
    });
    expect(cancellationPeriod('2026-12-15', now)).toEqual({
      start: '2026-11-01',
      end: '2026-12-15',
    });
    expect(cancellationPeriod('2026-10-20', now)).toEqual({
      start: '2026-10-01',
      end: '2026-10-20',
    });
  });
});
