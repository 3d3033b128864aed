import { describe, expect, it } from 'vitest';
import { needsRecharge, rechargeReference } from './recharge';

describe('needsRecharge', () => {
  const base = {
    paymentMethod: 'RECHARGE' as const,
    balanceCents: 4_999,
    thresholdCents: 5_000,
    rechargeAmountCents: 10_000,
  };
  it('recharges a recharge product below its threshold only', () => {
    expect(needsRecharge(base)).toBe(true);
    expect(needsRecharge({ ...base, balanceCents: 5_000 })).toBe(false);
    expect(needsRecharge({ ...base, paymentMethod: 'CHECK' })).toBe(false);
    expect(needsRecharge({ ...base, rechargeAmountCents: null })).toBe(false);
  });
  it('names a request by a reference that fits the provider', () => {
    expect(rechargeReference(12)).toBe('recharge-12');
    expect(rechargeReference(2_147_483_647).length).toBeLessThanOrEqual(20);
  });
});
