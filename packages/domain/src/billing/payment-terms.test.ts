import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_MESSAGES as M,
  depositError,
  isChargeDay,
  isRechargeAmount,
  RECHARGE_AMOUNTS,
} from './payment-terms';

describe('depositError', () => {
  it('accepts 100 and more with at most two decimals', () => {
    for (const good of ['100', '100.5', '150.00', '20000']) expect(depositError(good)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(depositError(' ')).toBe(M.required);
    expect(depositError('abc')).toBe(M.notANumber);
    expect(depositError('-150')).toBe(M.notANumber);
    expect(depositError('150.001')).toBe(M.decimals);
    expect(depositError('99.99')).toBe(M.minimum);
  });
});

describe('payment terms', () => {
  it('charges on the 1st, 5th, 15th or 20th', () => {
    expect([1, 5, 15, 20].every(isChargeDay)).toBe(true);
    expect(isChargeDay(10)).toBe(false);
  });

  it('offers recharges of 50 to 20000 from the seed list only', () => {
    expect(RECHARGE_AMOUNTS[0]).toBe(50);
    expect(RECHARGE_AMOUNTS.at(-1)).toBe(20000);
    expect(isRechargeAmount(2500)).toBe(true);
    expect(isRechargeAmount(2000)).toBe(false);
  });
});
