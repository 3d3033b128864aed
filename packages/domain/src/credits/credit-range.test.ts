import { describe, expect, it } from 'vitest';
import { defaultCreditFrom } from './credit-range';

describe('the credits lists’ default range (seed 002 §9)', () => {
  it('starts on the same day of the month before', () => {
    expect(defaultCreditFrom(new Date('2026-11-24T10:00:00Z'))).toBe('2026-10-24');
    expect(defaultCreditFrom(new Date('2026-01-15T00:00:00Z'))).toBe('2025-12-15');
  });

  it('starts on the last day of a shorter month before', () => {
    expect(defaultCreditFrom(new Date('2026-03-31T12:00:00Z'))).toBe('2026-02-28');
    expect(defaultCreditFrom(new Date('2028-03-30T12:00:00Z'))).toBe('2028-02-29');
  });
});
