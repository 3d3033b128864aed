import { describe, expect, it } from 'vitest';
import { contractTerms, type ContractTermsInput } from './contract-terms';

const base: ContractTermsInput = {
  billingType: 'CLIENT',
  paymentMethod: 'RECHARGE',
  chargeDay: null,
  webRechargeEnabled: true,
  webRechargeAmount: 250,
  callRechargeAmount: 100,
  chargeCard: true,
  deposits: { '1': 500, '2': 0 },
  matchPromoValues: { '1': 100, '2': 0 },
  activationDate: null,
  products: [1],
};

describe('contractTerms', () => {
  it('states the deposit, the promo, the recharge and immediate activation', () => {
    const terms = contractTerms(base);
    expect(terms).toContain(
      "A Web deposit of $500.00 is charged to the client's card when this contract is signed and credited to the Web balance.",
    );
    expect(terms.some((t) => t.includes('credits $100.00 to the Web balance'))).toBe(true);
    expect(terms).toContain(
      'When the Web balance runs low, the card on file is recharged by $250.00.',
    );
    expect(terms).toContain('The channels start delivering leads when this contract is signed.');
  });

  it('names a charge day, a check deposit, and a dated activation in Eastern Time', () => {
    const terms = contractTerms({
      ...base,
      paymentMethod: 'CHARGE_DAY',
      chargeDay: 15,
      chargeCard: false,
      activationDate: '2026-12-01',
    });
    expect(terms.some((t) => t.includes('on the 15th of each month'))).toBe(true);
    expect(terms.some((t) => t.includes('$500.00 is paid by check'))).toBe(true);
    expect(terms).toContain('The channels start delivering leads on 2026-12-01 (Eastern Time).');
  });

  it('has no deposit line for a product without deposit, and ends with the e-sign consent', () => {
    const terms = contractTerms({ ...base, deposits: { '1': 0, '2': 0 } });
    expect(terms.some((t) => t.includes('deposit of'))).toBe(false);
    expect(terms.at(-1)).toMatch(/ESIGN Act, UETA/);
  });
});
