import { describe, expect, it } from 'vitest';
import {
  depositErrors,
  matchPromoErrors,
  matchPromoValue,
  type SignupBillingForRules,
} from './signup-billing';
import { SIGNUP_MESSAGES as M } from './signup-messages';

const webOnly: SignupBillingForRules = {
  billingType: 'CLIENT',
  channels: [{ productTypeId: 1 }],
  deposits: { 1: 100 },
  matchPromos: [],
};

describe('depositErrors (step 2)', () => {
  it('takes a deposit of at least 100 for each product with channels', () => {
    expect(depositErrors(webOnly)).toEqual([]);
    expect(depositErrors({ ...webOnly, deposits: { 1: 99.99 } })).toEqual([
      M.depositMinimum('Web', 100),
    ]);
    const both = { ...webOnly, channels: [{ productTypeId: 1 }, { productTypeId: 2 }] };
    expect(depositErrors(both)).toEqual([M.depositMinimum('Call', 100)]);
  });

  it('refuses fractions of a cent', () => {
    expect(depositErrors({ ...webOnly, deposits: { 1: 100.005 } })).toEqual([
      M.depositDecimals('Web'),
    ]);
  });

  it('counts only for standard billing, not the co-op or folio programs', () => {
    expect(depositErrors({ ...webOnly, billingType: 'FARMERS_BMP', deposits: {} })).toEqual([]);
    expect(depositErrors({ ...webOnly, billingType: 'SF_SUBSIDY', deposits: {} })).toEqual([]);
  });
});

describe('match promos (step 3)', () => {
  it('matches a percent of the deposit up to the maximum, percent capped at 100', () => {
    expect(matchPromoValue({ productType: 1, percent: 50, maximum: null }, 300)).toBe(150);
    expect(matchPromoValue({ productType: 1, percent: 50, maximum: 100 }, 300)).toBe(100);
    expect(matchPromoValue({ productType: 1, percent: 250, maximum: null }, 300)).toBe(300);
    expect(matchPromoValue({ productType: 1, percent: 33.333, maximum: null }, 100.01)).toBe(33.33);
  });

  it('shows a percent out of range, a second promo of a product, and one without deposit', () => {
    const promos = [
      { productType: 1 as const, percent: 101, maximum: null },
      { productType: 1 as const, percent: 10, maximum: null },
      { productType: 2 as const, percent: 10, maximum: null },
    ];
    expect(matchPromoErrors({ ...webOnly, matchPromos: promos })).toEqual([
      M.matchPercentRange('Web', 100),
      M.matchPromoTwice('Web'),
      M.matchWithoutDeposit('Call'),
    ]);
    expect(matchPromoErrors({ ...webOnly, matchPromos: [promos[1]!] })).toEqual([]);
  });
});
