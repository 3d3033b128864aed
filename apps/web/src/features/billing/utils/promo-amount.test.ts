import { describe, expect, it } from 'vitest';
import { PROMO_COSTS } from '@client-admin/domain/billing/promos';
import {
  amountChoice,
  amountOfChoice,
  CUSTOM_AMOUNT,
  PROMO_AMOUNT_OPTIONS,
  promoAmountLabel,
} from './promo-amount';

describe('promo amounts', () => {
  it('offers every promo cost in dollars, then custom', () => {
    expect(PROMO_AMOUNT_OPTIONS).toHaveLength(PROMO_COSTS.length + 1);
    expect(PROMO_AMOUNT_OPTIONS[0]).toEqual({ value: '0', label: '$0.00' });
    expect(PROMO_AMOUNT_OPTIONS.find((o) => o.value === '2150')?.label).toBe('$2,150.00');
    expect(PROMO_AMOUNT_OPTIONS.at(-1)?.value).toBe(CUSTOM_AMOUNT);
  });

  it('turns an amount into its choice and back, null being custom', () => {
    for (const dollars of [0, 25, 2500, null]) {
      expect(amountOfChoice(amountChoice(dollars))).toBe(dollars);
    }
    expect(promoAmountLabel(null)).toBe('Custom');
    expect(promoAmountLabel(1000)).toBe('$1,000.00');
  });
});
