import { describe, expect, it } from 'vitest';
import {
  endOfNewYorkDay,
  isValidPauseDuration,
  MAX_PAUSE_DURATION_MINUTES,
  pauseScheduledEnd,
} from './pause-duration';

describe('pause duration (seed 001 §4)', () => {
  it('accepts positive whole minutes or -1', () => {
    expect(isValidPauseDuration(-1)).toBe(true);
    expect(isValidPauseDuration(30)).toBe(true);
    expect(isValidPauseDuration(0)).toBe(false);
    expect(isValidPauseDuration(-2)).toBe(false);
    expect(isValidPauseDuration(1.5)).toBe(false);
  });

  it('refuses more than a year of minutes', () => {
    expect(isValidPauseDuration(MAX_PAUSE_DURATION_MINUTES)).toBe(true);
    expect(isValidPauseDuration(MAX_PAUSE_DURATION_MINUTES + 1)).toBe(false);
    expect(isValidPauseDuration(1e12)).toBe(false);
  });

  it('adds the minutes', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    expect(pauseScheduledEnd(now, 90).toISOString()).toBe('2026-03-10T16:30:00.000Z');
  });

  it('-1 ends at the next New York midnight (EST and EDT)', () => {
    expect(pauseScheduledEnd(new Date('2026-01-15T15:00:00Z'), -1).toISOString()).toBe(
      '2026-01-16T05:00:00.000Z',
    );
    expect(endOfNewYorkDay(new Date('2026-07-15T15:00:00Z')).toISOString()).toBe(
      '2026-07-16T04:00:00.000Z',
    );
    // 11 pm New York on Jan 15 is already Jan 16 in UTC: still ends at New York's midnight.
    expect(endOfNewYorkDay(new Date('2026-01-16T04:00:00Z')).toISOString()).toBe(
      '2026-01-16T05:00:00.000Z',
    );
  });

  it('handles the nights the clocks change', () => {
    // Spring forward on 2026-03-08: the 7th ends at 05:00 UTC (still EST).
    expect(endOfNewYorkDay(new Date('2026-03-07T18:00:00Z')).toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    // Fall back on 2026-11-01: the 1st ends at 05:00 UTC (EST again).
    expect(endOfNewYorkDay(new Date('2026-11-01T12:00:00Z')).toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it('refuses other durations', () => {
    expect(() => pauseScheduledEnd(new Date(), 0)).toThrow(RangeError);
  });
});
