import { describe, expect, it } from 'vitest';
import {
  chargesCard,
  DEFAULT_PRODUCT_TERMS,
  PRODUCT_TERMS_MESSAGES as M,
  productTermsErrors,
} from './product-terms';

describe('productTermsErrors', () => {
  it('takes a charge day of 1, 5, 15 or 20 for a card charged monthly', () => {
    for (const day of [1, 5, 15, 20])
      expect(
        productTermsErrors({ paymentMethod: 'CHARGE_DAY', chargeDay: day, rechargeAmount: null }),
      ).toEqual({});
    expect(
      productTermsErrors({ paymentMethod: 'CHARGE_DAY', chargeDay: 2, rechargeAmount: null }),
    ).toEqual({ chargeDay: M.chargeDay });
    expect(
      productTermsErrors({ paymentMethod: 'CHARGE_DAY', chargeDay: null, rechargeAmount: null }),
    ).toEqual({ chargeDay: M.chargeDay });
  });

  it('takes only the offered recharge amounts, 50 to 20000', () => {
    expect(
      productTermsErrors({ paymentMethod: 'RECHARGE', chargeDay: null, rechargeAmount: 50 }),
    ).toEqual({});
    expect(
      productTermsErrors({ paymentMethod: 'RECHARGE', chargeDay: null, rechargeAmount: 20000 }),
    ).toEqual({});
    expect(
      productTermsErrors({ paymentMethod: 'RECHARGE', chargeDay: null, rechargeAmount: 200 }),
    ).toEqual({ rechargeAmount: M.rechargeAmount });
  });

  it('gives check and special arrangement neither a day nor an amount', () => {
    expect(productTermsErrors(DEFAULT_PRODUCT_TERMS)).toEqual({});
    expect(
      productTermsErrors({ paymentMethod: 'CHECK', chargeDay: 5, rechargeAmount: 100 }),
    ).toEqual({ chargeDay: M.noChargeDay, rechargeAmount: M.noRechargeAmount });
    expect(chargesCard('RECHARGE')).toBe(true);
    expect(chargesCard('SPECIAL_ARRANGEMENT')).toBe(false);
  });
});
