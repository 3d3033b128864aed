import { describe, expect, it } from 'vitest';
import { lastDays, monthToDate } from './day-range';

describe('a list’s default range: month to date (seed 001 §2, seed 002 §9)', () => {
  it('starts on the first of the month and ends today', () => {
    expect(monthToDate(new Date('2026-11-24T10:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-24',
    });
  });

  it('is one day on the first of the month', () => {
    // New York midnight (EDT) on November 1.
    expect(monthToDate(new Date('2026-11-01T04:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-01',
    });
  });

  it('keeps the whole month up to its last instant, leap days included', () => {
    expect(monthToDate(new Date('2026-03-01T04:59:59.999Z'))).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(monthToDate(new Date('2028-02-29T12:00:00Z'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('counts New York days: a New York evening is still the day before in New York', () => {
    // 23:30 on March 31 in New York (EDT, UTC-4) is April 1 in UTC, still March in New York.
    expect(monthToDate(new Date('2026-03-31T23:30:00-04:00'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    // 19:30 on December 31 in New York (EST, UTC-5) is already the new year in UTC.
    expect(monthToDate(new Date('2026-12-31T19:30:00-05:00'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    // Midnight in New York starts the new month there, at 05:00 UTC.
    expect(monthToDate(new Date('2027-01-01T05:00:00Z'))).toEqual({
      from: '2027-01-01',
      to: '2027-01-01',
    });
  });
});

describe('the last days up to today', () => {
  it('includes today and crosses months and years', () => {
    expect(lastDays('2026-11-24', 30)).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(lastDays('2026-01-05', 10)).toEqual({ from: '2025-12-27', to: '2026-01-05' });
    expect(lastDays('2026-11-24', 1)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
  });
});
