import { describe, expect, it } from 'vitest';
import { basePackagePriceCents } from './base-package-price';

describe('base package price (seed 001 §9)', () => {
  it.each([
    ['home', 1500],
    ['renter', 900],
    ['health', 800],
    ['medsupp', 1200],
    ['MEDSUPP', 1200],
    ['auto', 1125],
    ['life', 1125],
  ])('%s costs %i cents', (quoteType, cents) => {
    expect(basePackagePriceCents(quoteType, false)).toBe(cents);
  });

  it('has none for a corporate client', () => {
    expect(basePackagePriceCents('home', true)).toBeNull();
  });
});
