import { describe, expect, it } from 'vitest';
import {
  wallTimeInstant,
  wallTimeText,
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

describe('wall times typed in a form', () => {
  it('reads 09:00 as nine in the zone, whatever the machine runs in', () => {
    expect(wallTimeInstant('2026-12-01T09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-12-01T14:00:00.000Z',
    );
    expect(wallTimeInstant('2026-07-01T09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    expect(wallTimeInstant('2026-12-01T09:00', 'America/Chicago')?.toISOString()).toBe(
      '2026-12-01T15:00:00.000Z',
    );
  });

  it('writes an instant back as the same wall time', () => {
    const at = wallTimeInstant('2026-11-01T01:30', 'America/New_York')!;
    expect(wallTimeText(at, 'America/New_York')).toBe('2026-11-01T01:30');
    expect(wallTimeText(new Date('2026-12-01T14:00:00Z'), 'America/New_York')).toBe(
      '2026-12-01T09:00',
    );
  });

  it('is null for anything but a datetime-local value', () => {
    for (const bad of ['', '2026-12-01', '2026-13-01T09:00', '2026-12-01T24:00', '9:00']) {
      expect(wallTimeInstant(bad, 'America/New_York')).toBeNull();
    }
  });
});
