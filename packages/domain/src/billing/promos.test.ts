import { describe, expect, it } from 'vitest';
import {
  applicablePromos,
  CUSTOM_PROMO_CODE,
  PROMO_COSTS,
  PROMOS,
  promoAmountError,
} from './promos';

describe('promos (seed 002 §9)', () => {
  it('offers every promo cost of the seed, the custom promo and the demo welcome promo', () => {
    expect(PROMO_COSTS).toEqual([
      0, 25, 50, 75, 100, 150, 200, 250, 350, 400, 500, 750, 1000, 1500, 2150, 2500,
    ]);
    const codes = PROMOS.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('WELCOME25');
    expect(PROMOS.find((p) => p.code === 'PROMO2150')).toEqual({
      code: 'PROMO2150',
      name: 'Promo $2,150',
      amountCents: 215_000,
    });
    expect(PROMOS.at(-1)).toEqual({
      code: CUSTOM_PROMO_CODE,
      name: 'Custom promo',
      amountCents: null,
    });
  });

  it('moves exactly a fixed promo, anything for the custom one', () => {
    const p25 = PROMOS.find((p) => p.code === 'PROMO25')!;
    expect(promoAmountError(p25, 2_500)).toBeNull();
    expect(promoAmountError(p25, 2_600)).toBe('The PROMO25 promo is worth $25.00');
    expect(promoAmountError(PROMOS.at(-1)!, 123_456)).toBeNull();
  });

  it('leaves the $0 promo out of what a transaction can apply', () => {
    const codes = applicablePromos(PROMOS).map((p) => p.code);
    expect(codes).not.toContain('PROMO0');
    expect(codes).toHaveLength(PROMOS.length - 1);
  });
});
