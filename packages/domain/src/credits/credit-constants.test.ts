import { describe, expect, it } from 'vitest';
import { leadTypeOfProduct, productOfLeadType } from './credit-constants';

describe('the credits’ products (seed 002 §7)', () => {
  it('maps a product id to its lead type and back', () => {
    expect(leadTypeOfProduct(1)).toBe('Web');
    expect(leadTypeOfProduct(2)).toBe('Call');
    expect(productOfLeadType('Web')).toBe(1);
    expect(productOfLeadType('Call')).toBe(2);
  });
});
