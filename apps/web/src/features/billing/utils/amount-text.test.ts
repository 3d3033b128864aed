import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { amountText, parseAmountText } from './amount-text';

describe('amountText', () => {
  it('reads dollars with up to two decimals', () => {
    expect(amountText.parse('150.00')).toBe(150);
    expect(amountText.parse(' $1,234.5 ')).toBe(1234.5);
  });

  it('refuses what the domain refuses, with its message', () => {
    expect(parseAmountText('')).toEqual({ ok: false, message: M.amountNotANumber });
    expect(parseAmountText('abc')).toEqual({ ok: false, message: M.amountNotANumber });
    expect(parseAmountText('1.005')).toEqual({ ok: false, message: M.amountDecimals });
    expect(parseAmountText('0')).toEqual({ ok: false, message: M.amountPositive });
    expect(parseAmountText('100000.01')).toEqual({ ok: false, message: M.amountTooLarge });
  });
});
