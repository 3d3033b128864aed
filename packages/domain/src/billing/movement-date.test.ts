import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MOVEMENT_DATE_MESSAGES as M, movementDateError } from './movement-date';

const clientCreatedAt = new Date('2024-03-10T15:00:00Z');
const now = new Date('2026-11-28T15:00:00Z');
const errorOf = (iso: string) => movementDateError(new Date(iso), { clientCreatedAt, now });

describe('movementDateError', () => {
  it('accepts any time from the day the client was created to the end of today (ET)', () => {
    expect(errorOf('2024-03-10T05:00:00Z')).toBeNull(); // 00:00 ET (EST) on the creation day
    expect(errorOf('2025-06-01T12:00:00Z')).toBeNull();
    expect(errorOf('2026-11-29T04:59:59Z')).toBeNull(); // 23:59:59 ET today
  });

  it('refuses a date before the day the client was created', () => {
    expect(errorOf('2024-03-10T04:59:59Z')).toBe(M.beforeClient); // 23:59:59 ET the day before
    expect(errorOf('1900-01-01T00:00:00Z')).toBe(M.beforeClient);
  });

  it('refuses a date after today', () => {
    expect(errorOf('2026-11-29T05:00:00Z')).toBe(M.afterToday); // 00:00 ET tomorrow
    expect(errorOf('9999-12-31T00:00:00Z')).toBe(M.afterToday);
  });

  it('accepts a movement of the client created today, at any time of today', () => {
    const today = { clientCreatedAt: now, now };
    expect(movementDateError(new Date('2026-11-28T05:00:00Z'), today)).toBeNull();
    expect(movementDateError(new Date('2026-11-27T12:00:00Z'), today)).toBe(M.beforeClient);
  });

  it('accepts exactly the instants between the two bounds', () => {
    const from = Date.parse('2024-03-10T05:00:00Z');
    const to = Date.parse('2026-11-29T05:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: from - 5e9, max: to + 5e9 }), (ms) => {
        const inside = ms >= from && ms < to;
        expect(movementDateError(new Date(ms), { clientCreatedAt, now }) === null).toBe(inside);
      }),
    );
  });
});
