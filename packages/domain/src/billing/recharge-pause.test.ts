import { describe, expect, it } from 'vitest';
import { pauseLifted } from './recharge-pause';

describe('lifting PAUSE_RECHARGE', () => {
  const pause = { productType: 1, coverCents: 1500 } as const;

  it('lifts once the paused product pays the amount again', () => {
    expect(pauseLifted(pause, { productType: 1, balanceCents: 1500, limitCents: 0 })).toBe(true);
    expect(pauseLifted(pause, { productType: 1, balanceCents: 500, limitCents: -1000 })).toBe(true);
  });

  it('stays while the balance is short of it', () => {
    expect(pauseLifted(pause, { productType: 1, balanceCents: 1499, limitCents: 0 })).toBe(false);
  });

  it("stays whatever the other product's balance", () => {
    expect(pauseLifted(pause, { productType: 2, balanceCents: 100_000, limitCents: 0 })).toBe(
      false,
    );
  });

  it('a threshold of 0 lifts at any balance not below the limit', () => {
    const zero = { productType: 2, coverCents: 0 } as const;
    expect(pauseLifted(zero, { productType: 2, balanceCents: 0, limitCents: 0 })).toBe(true);
  });
});
