import { describe, expect, it } from 'vitest';
import {
  formatDollars,
  hasWholeCents,
  nullableToCents,
  nullableToDollars,
  toCents,
  toDollars,
} from './money';

describe('money', () => {
  it('converts dollars to integer cents without floating-point drift', () => {
    expect(toCents(11.25)).toBe(1125);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1.005 + 0.000001)).toBe(101);
  });

  it('converts cents to dollars', () => {
    expect(toDollars(1125)).toBe(11.25);
    expect(nullableToDollars(null)).toBeNull();
    expect(nullableToCents(undefined)).toBeNull();
    expect(nullableToCents(9)).toBe(900);
  });

  it('accepts at most two decimals', () => {
    expect(hasWholeCents(11.25)).toBe(true);
    expect(hasWholeCents(0.1 + 0.2)).toBe(true);
    expect(hasWholeCents(11.255)).toBe(false);
  });

  it('shows cents as dollars with two decimals', () => {
    expect(formatDollars(1125)).toBe('$11.25');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(-50)).toBe('-$0.50');
  });
});
