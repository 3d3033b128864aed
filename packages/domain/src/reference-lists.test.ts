import { describe, expect, it } from 'vitest';
import { CLIENT_LEVELS, isSelectableClientLevel } from './client-levels';
import { isTimeZoneCode, timeZoneName } from './time-zones';
import { isUsStateAbbreviation, US_STATES } from './us-states';

describe('reference lists (seed 000 §3)', () => {
  it('Basic, Basic 50, Basic 100 and Gold are disabled; the rest enabled', () => {
    expect(CLIENT_LEVELS.filter((l) => !l.enabled).map((l) => l.name)).toEqual([
      'Basic',
      'Basic 50',
      'Basic 100',
      'Gold',
    ]);
    expect(CLIENT_LEVELS.filter((l) => l.enabled).map((l) => l.name)).toEqual([
      'Bronze',
      'Silver',
      'Platinum',
      'Diamond',
      'Elite',
    ]);
    expect(isSelectableClientLevel('Gold')).toBe(false);
    expect(isSelectableClientLevel('Elite')).toBe(true);
  });

  it('time zone codes', () => {
    expect([-1, 10, 9, 8, 7, 6, 5].map(timeZoneName)).toEqual([
      'Not set',
      'Hawaiian',
      'Alaskan',
      'Pacific',
      'Mountain',
      'Central',
      'Eastern',
    ]);
    expect(isTimeZoneCode(4)).toBe(false);
  });

  it('50 states plus the District Of Columbia', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.find((s) => s.abbreviation === 'DC')?.name).toBe('District Of Columbia');
    expect(isUsStateAbbreviation('TX')).toBe(true);
    expect(isUsStateAbbreviation('XX')).toBe(false);
  });
});
