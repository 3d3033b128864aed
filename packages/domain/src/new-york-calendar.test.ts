import { describe, expect, it } from 'vitest';
import { newYorkDayKey, newYorkMonthKey, newYorkWeekKey } from './new-york-calendar';

describe('New York calendar keys', () => {
  it('a UTC instant after midnight UTC is still the previous day in New York', () => {
    expect(newYorkDayKey(new Date('2024-03-01T03:00:00Z'))).toBe(20240229);
    expect(newYorkDayKey(new Date('2024-03-01T05:00:00Z'))).toBe(20240301);
  });

  it('follows daylight saving time (EDT is UTC-4)', () => {
    expect(newYorkDayKey(new Date('2024-07-01T03:59:00Z'))).toBe(20240630);
    expect(newYorkDayKey(new Date('2024-07-01T04:00:00Z'))).toBe(20240701);
  });

  it('weeks start on Sunday', () => {
    // 2024-06-09 is a Sunday.
    expect(newYorkWeekKey(new Date('2024-06-09T12:00:00Z'))).toBe(20240609);
    expect(newYorkWeekKey(new Date('2024-06-15T23:00:00Z'))).toBe(20240609);
    expect(newYorkWeekKey(new Date('2024-06-16T04:00:00Z'))).toBe(20240616);
  });

  it('a week may start in the previous month or year', () => {
    expect(newYorkWeekKey(new Date('2025-01-01T12:00:00Z'))).toBe(20241229);
  });

  it('months change at New York midnight', () => {
    expect(newYorkMonthKey(new Date('2024-02-01T04:59:00Z'))).toBe(202401);
    expect(newYorkMonthKey(new Date('2024-02-01T05:00:00Z'))).toBe(202402);
  });
});
