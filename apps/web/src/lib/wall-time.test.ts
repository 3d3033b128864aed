import { describe, expect, it } from 'vitest';
import { addWallDays, isoToWallTime, wallTimeToIso } from './wall-time';

describe('wall times of the portal (ET)', () => {
  it('reads a datetime-local value as New York time and writes it back', () => {
    expect(wallTimeToIso('2026-11-30T09:00')).toBe('2026-11-30T14:00:00.000Z');
    expect(isoToWallTime('2026-11-30T14:00:00.000Z')).toBe('2026-11-30T09:00');
  });

  it('passes anything else through for the schema to refuse, and shows nothing for a bad instant', () => {
    expect(wallTimeToIso('')).toBe('');
    expect(wallTimeToIso('tomorrow')).toBe('tomorrow');
    expect(isoToWallTime('not a date')).toBe('');
  });

  it('moves by calendar days, keeping the hour across a DST switch', () => {
    expect(addWallDays('2026-03-04T09:30', 7)).toBe('2026-03-11T09:30');
    expect(addWallDays('2026-12-28T23:00', 7)).toBe('2027-01-04T23:00');
  });
});
