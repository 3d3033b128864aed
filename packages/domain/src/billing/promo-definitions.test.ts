import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROMO_COSTS } from './promos';
import {
  isBuiltInPromo,
  isPromoCost,
  promoDefinitionError,
  PROMO_DEFINITION_MESSAGES as M,
} from './promo-definitions';

describe('promo definitions', () => {
  it('takes a code of capitals and digits with a seed cost or custom', () => {
    expect(promoDefinitionError({ code: 'SPRING100', amountCents: 10_000 })).toBeNull();
    expect(promoDefinitionError({ code: 'ANYAMOUNT', amountCents: null })).toBeNull();
    expect(promoDefinitionError({ code: 'ZERO', amountCents: 0 })).toBeNull();
  });
  it('refuses a bad code, naming the code', () => {
    for (const code of ['ab', 'spring', '1ABC', 'A-B-C', 'A'.repeat(21)]) {
      expect(promoDefinitionError({ code, amountCents: 2_500 })).toEqual({
        field: 'code',
        message: M.codeFormat,
      });
    }
  });
  it('takes every seed cost and nothing between them', () => {
    for (const d of PROMO_COSTS) expect(isPromoCost(d * 100)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300_000 }), (cents) => {
        const listed = (PROMO_COSTS as readonly number[]).includes(cents / 100);
        expect(isPromoCost(cents)).toBe(listed);
      }),
    );
    expect(promoDefinitionError({ code: 'ODD', amountCents: 3_000 })).toEqual({
      field: 'amount',
      message: M.costNotListed,
    });
  });
  it('knows the built-in promos', () => {
    expect(isBuiltInPromo('PROMO25')).toBe(true);
    expect(isBuiltInPromo('CUSTOM')).toBe(true);
    expect(isBuiltInPromo('SPRING100')).toBe(false);
  });
});
