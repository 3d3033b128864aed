import { describe, expect, it } from 'vitest';
import { nextProcessingDate } from './next-processing-date';

describe('the State Farm upload’s next processing date (seed 002 §4)', () => {
  it('is midnight New York time on the 1st of next month', () => {
    expect(nextProcessingDate(new Date('2026-11-29T12:00:00Z')).toISOString()).toBe(
      '2026-12-01T05:00:00.000Z',
    );
    // Summer time: midnight is 04:00 UTC.
    expect(nextProcessingDate(new Date('2026-05-15T12:00:00Z')).toISOString()).toBe(
      '2026-06-01T04:00:00.000Z',
    );
  });

  it('rolls over the year, and reads the month in New York, not UTC', () => {
    expect(nextProcessingDate(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe(
      '2027-01-01T05:00:00.000Z',
    );
    // 03:00 UTC on Dec 1 is still November 30 in New York: next is December 1.
    expect(nextProcessingDate(new Date('2026-12-01T03:00:00Z')).toISOString()).toBe(
      '2026-12-01T05:00:00.000Z',
    );
  });
});
