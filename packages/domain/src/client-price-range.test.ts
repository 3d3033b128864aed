import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clientPriceMessage,
  clientPriceRange,
  isPriceInRange,
  type ClientPriceTerms,
} from './client-price-range';

const terms = (overrides: Partial<ClientPriceTerms> = {}): ClientPriceTerms => ({
  packageCostCents: 1125,
  modifierMaxCents: [1125, 2250],
  maxPriceCents: null,
  bidFloorCents: null,
  ...overrides,
});

const cents = fc.integer({ min: 0, max: 1_000_000 });

describe('client price range (decision 0014)', () => {
  it('runs from the package cost to the highest modifier maximum', () => {
    expect(clientPriceRange(terms())).toEqual({ minCents: 1125, maxCents: 2250 });
    expect(clientPriceRange(terms({ modifierMaxCents: [] }))).toEqual({
      minCents: 1125,
      maxCents: 1125,
    });
  });

  it('the bid floor raises the minimum; a max price replaces the maximum', () => {
    expect(clientPriceRange(terms({ bidFloorCents: 1500 }))).toEqual({
      minCents: 1500,
      maxCents: 2250,
    });
    expect(clientPriceRange(terms({ maxPriceCents: 5000 }))).toEqual({
      minCents: 1125,
      maxCents: 5000,
    });
    expect(clientPriceRange(terms({ maxPriceCents: 100 }))).toEqual({
      minCents: 1125,
      maxCents: 1125,
    });
  });

  it('without a package cost the floor is 0', () => {
    expect(clientPriceRange(terms({ packageCostCents: null, modifierMaxCents: [] }))).toEqual({
      minCents: 0,
      maxCents: 0,
    });
  });

  it('keeps 0.01 and 999 out of a package costing 11.25', () => {
    const range = clientPriceRange(terms());
    expect(isPriceInRange(1, range)).toBe(false);
    expect(isPriceInRange(99900, range)).toBe(false);
    expect(isPriceInRange(1125, range)).toBe(true);
    expect(clientPriceMessage(range)).toBe('Price must be between $11.25 and $22.50');
    expect(clientPriceMessage({ minCents: 900, maxCents: 900 })).toBe('Price must be $9.00');
  });

  it('is never empty, never below the cost or the floor, and holds the cost when the floor allows (property)', () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(cents, { maxLength: 4 }),
        fc.option(cents),
        fc.option(cents),
        (cost, modifierMaxCents, maxPriceCents, bidFloorCents) => {
          const range = clientPriceRange({
            packageCostCents: cost,
            modifierMaxCents,
            maxPriceCents,
            bidFloorCents,
          });
          expect(range.minCents).toBeLessThanOrEqual(range.maxCents);
          expect(range.minCents).toBeGreaterThanOrEqual(Math.max(cost, bidFloorCents ?? 0));
          if ((bidFloorCents ?? 0) <= cost && (maxPriceCents ?? cost) >= cost) {
            expect(isPriceInRange(cost, range)).toBe(true);
          }
        },
      ),
    );
  });
});
