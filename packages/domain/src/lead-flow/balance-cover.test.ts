import { describe, expect, it } from 'vitest';
import { balanceTooLow, whenUncovered } from './balance-cover';

describe('balance cover', () => {
  it('covers a price the balance pays down to its limit', () => {
    expect(balanceTooLow({ balanceCents: 1500, limitCents: 0 }, 1500)).toBeNull();
    expect(balanceTooLow({ balanceCents: 500, limitCents: -1000 }, 1500)).toBeNull();
  });

  it('does not cover a price that would take it below its limit', () => {
    expect(balanceTooLow({ balanceCents: 1499, limitCents: 0 }, 1500)).toEqual({
      code: 'balanceTooLow',
      priceCents: 1500,
      balanceCents: 1499,
    });
  });

  it('a free lead is always covered, even below the limit', () => {
    expect(balanceTooLow({ balanceCents: -10, limitCents: 0 }, 0)).toBeNull();
  });
});

describe('when a lead is not covered', () => {
  const short = { code: 'balanceTooLow', priceCents: 1500, balanceCents: 200 } as const;

  it('the automatic recharge is wanted when the client has one', () => {
    expect(whenUncovered({ rechargeAmountCents: 10_000 }, short)).toEqual({
      action: 'recharge',
      amountCents: 10_000,
    });
  });

  it('otherwise the client goes to PAUSE_RECHARGE until its balance covers that price', () => {
    expect(whenUncovered({ rechargeAmountCents: null }, short)).toEqual({
      action: 'pause',
      status: 'PAUSE_RECHARGE',
      coverCents: 1500,
    });
    expect(whenUncovered({ rechargeAmountCents: 0 }, short).action).toBe('pause');
  });
});
