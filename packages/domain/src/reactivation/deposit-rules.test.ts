import { describe, expect, it } from 'vitest';
import { depositAmountError, depositFieldNames, paymentIdError } from './deposit-rules';

describe('reactivation deposit rules (seed 000 §5)', () => {
  it('names the fields by the lowercase product name', () => {
    expect(depositFieldNames('Web Leads')).toEqual({
      paymentId: 'webPaymentId',
      amount: 'webAmount',
    });
    expect(depositFieldNames('Call Leads')).toEqual({
      paymentId: 'callPaymentId',
      amount: 'callAmount',
    });
  });

  it('needs a nonzero whole payment id', () => {
    expect(paymentIdError('Web Leads', '')).toBe('Web Leads payment method must be selected');
    expect(paymentIdError('Web Leads', null)).toBe('Web Leads payment method must be selected');
    expect(paymentIdError('Web Leads', 0)).toBe('Web Leads payment method must be selected');
    expect(paymentIdError('Call Leads', 'abc')).toBe('Call Leads payment method must be a number');
    expect(paymentIdError('Call Leads', 1.5)).toBe('Call Leads payment method must be a number');
    expect(paymentIdError('Web Leads', 7)).toBeNull();
    expect(paymentIdError('Web Leads', '7')).toBeNull();
  });

  it('needs a numeric amount of at least 100 with at most two decimals', () => {
    expect(depositAmountError('Web Leads', '')).toBe('Web Leads deposit amount is required');
    expect(depositAmountError('Web Leads', 'ten')).toBe(
      'Web Leads deposit amount must be a number',
    );
    expect(depositAmountError('Web Leads', '150.123')).toBe(
      'deposit amount cannot be more than two decimal places',
    );
    expect(depositAmountError('Web Leads', 150.125)).toBe(
      'deposit amount cannot be more than two decimal places',
    );
    expect(depositAmountError('Web Leads', '99.99')).toBe(
      'Web Leads deposit amount must be at least 100',
    );
    expect(depositAmountError('Web Leads', '100')).toBeNull();
    expect(depositAmountError('Web Leads', '150.00')).toBeNull();
    expect(depositAmountError('Web Leads', 150.5)).toBeNull();
  });
});
