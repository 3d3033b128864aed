import { describe, expect, it } from 'vitest';
import {
  isProductType,
  PRODUCT_NAMES,
  PRODUCT_TYPES,
  TRANSACTIONS_PAGE_SIZE,
} from './billing-constants';

describe('billing constants (seed 002 §9)', () => {
  it('keeps a balance for Web (1) and Call (2)', () => {
    expect(PRODUCT_TYPES).toEqual([1, 2]);
    expect(PRODUCT_NAMES).toEqual({ 1: 'Web', 2: 'Call' });
    expect(isProductType(1) && isProductType(2)).toBe(true);
    expect(isProductType(3)).toBe(false);
    expect(isProductType(0)).toBe(false);
  });

  it('pages transactions by 10', () => {
    expect(TRANSACTIONS_PAGE_SIZE).toBe(10);
  });
});
