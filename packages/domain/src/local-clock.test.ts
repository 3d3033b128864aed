import { describe, expect, it } from 'vitest';
import {
  clientTimeZone,
  localClock,
  localMoment,
  startOfNextLocalDay,
  startOfNextLocalWeek,
} from './local-clock';

describe('client time zone', () => {
  it('maps the seed codes to IANA zones', () => {
    expect(clientTimeZone(8)).toBe('America/Los_Angeles');
    expect(clientTimeZone(10)).toBe('Pacific/Honolulu');
  });

  it('reads "Not set" and unknown codes as New York', () => {
    expect(clientTimeZone(-1)).toBe('America/New_York');
    expect(clientTimeZone(3)).toBe('America/New_York');
  });
});

describe('local moment', () => {
  it('gives the local date, weekday and minute of the day', () => {
    // 2026-11-24T02:30Z is Monday 2026-11-23 18:30 in Los Angeles (PST, UTC-8).
    const moment = localMoment(new Date('2026-11-24T02:30:00Z'), 'America/Los_Angeles');
    expect(moment).toMatchObject({ date: '2026-11-23', weekday: 1, minuteOfDay: 18 * 60 + 30 });
  });

  it('midnight is minute 0', () => {
    expect(localMoment(new Date('2026-11-24T05:00:00Z'), 'America/New_York').minuteOfDay).toBe(0);
  });

  it('one clock answers the same moment for a zone', () => {
    const clock = localClock(new Date('2026-11-24T02:30:00Z'));
    expect(clock('America/Chicago')).toBe(clock('America/Chicago'));
  });
});

describe('next local day and week', () => {
  it('the next day starts at local midnight', () => {
    const moment = localMoment(new Date('2026-11-24T02:30:00Z'), 'America/Los_Angeles');
    expect(startOfNextLocalDay(moment).toISOString()).toBe('2026-11-24T08:00:00.000Z');
  });

  it('crosses a daylight saving switch (New York, 2026-11-01 falls back)', () => {
    const moment = localMoment(new Date('2026-10-31T16:00:00Z'), 'America/New_York');
    expect(startOfNextLocalDay(moment).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    const after = localMoment(new Date('2026-11-01T16:00:00Z'), 'America/New_York');
    expect(startOfNextLocalDay(after).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('the next week starts on the next Sunday, also from a Sunday', () => {
    const monday = localMoment(new Date('2026-11-23T15:00:00Z'), 'America/Chicago');
    expect(startOfNextLocalWeek(monday).toISOString()).toBe('2026-11-29T06:00:00.000Z');
    const sunday = localMoment(new Date('2026-11-29T15:00:00Z'), 'America/Chicago');
    expect(startOfNextLocalWeek(sunday).toISOString()).toBe('2026-12-06T06:00:00.000Z');
  });
});
