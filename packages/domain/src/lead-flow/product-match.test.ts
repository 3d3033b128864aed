import { describe, expect, it } from 'vitest';
import { productMismatch } from './product-match';

const channel = {
  productTypeId: 1,
  quoteType: 'auto',
  acceptsBundle: false,
  acceptsCombo: false,
} as const;
const lead = { productId: 1, quoteType: 'auto', isBundle: false, isCombo: false } as const;

describe('product match', () => {
  it('a lead of the channel product and quote type matches', () => {
    expect(productMismatch(lead, channel)).toBeNull();
    expect(productMismatch(lead, { ...channel, quoteType: 'AUTO' })).toBeNull();
  });

  it('another product or quote type does not', () => {
    expect(productMismatch({ ...lead, productId: 2 }, channel)).toEqual({
      code: 'productMismatch',
    });
    expect(productMismatch({ ...lead, quoteType: 'home' }, channel)).toEqual({
      code: 'quoteTypeMismatch',
    });
  });

  it('bundle and combo leads go only to channels that accept them', () => {
    expect(productMismatch({ ...lead, isBundle: true }, channel)).toEqual({
      code: 'bundleNotAccepted',
    });
    expect(productMismatch({ ...lead, isCombo: true }, channel)).toEqual({
      code: 'comboNotAccepted',
    });
    expect(
      productMismatch(
        { ...lead, isBundle: true, isCombo: true },
        { ...channel, acceptsBundle: true, acceptsCombo: true },
      ),
    ).toBeNull();
  });
});
