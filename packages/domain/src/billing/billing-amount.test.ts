import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMovementCents, movementCents } from './billing-amount';
import { BILLING_MESSAGES as M } from './billing-messages';

describe('movement amounts', () => {
  it('turns dollars with up to two decimals into integer cents', () => {
    expect(movementCents(100)).toEqual({ ok: true, cents: 10_000 });
    expect(movementCents(0.29)).toEqual({ ok: true, cents: 29 });
    expect(movementCents(19.99)).toEqual({ ok: true, cents: 1999 });
    expect(movementCents(100_000)).toEqual({ ok: true, cents: 10_000_000 });
  });

  it('refuses more than two decimals, zero, negatives, too much and non-numbers', () => {
    expect(movementCents(1.005)).toEqual({ ok: false, message: M.amountDecimals });
    expect(movementCents(0)).toEqual({ ok: false, message: M.amountPositive });
    expect(movementCents(-5)).toEqual({ ok: false, message: M.amountPositive });
    expect(movementCents(100_000.01)).toEqual({ ok: false, message: M.amountTooLarge });
    expect(movementCents(Number.NaN)).toEqual({ ok: false, message: M.amountNotANumber });
    expect(movementCents(Infinity)).toEqual({ ok: false, message: M.amountNotANumber });
  });

  it('round-trips every whole number of cents in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cents) => {
        expect(movementCents(cents / 100)).toEqual({ ok: true, cents });
        expect(isMovementCents(cents)).toBe(true);
      }),
    );
  });

  it('knows the cents a movement may carry', () => {
    expect(isMovementCents(0)).toBe(false);
    expect(isMovementCents(-1)).toBe(false);
    expect(isMovementCents(1.5)).toBe(false);
    expect(isMovementCents(10_000_001)).toBe(false);
  });
});
