import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChannelPricing, StateOverride } from './lead';
import { activeStateOverride, leadPriceCents } from './lead-price';

const pricing: ChannelPricing = {
  priceCents: 1500,
  packageCostCents: 1125,
  modifierPricesCents: [],
  bidFloorCents: null,
  stateOverrides: [],
};
const texas: StateOverride = {
  stateAbbreviation: 'TX',
  priceCents: 2500,
  minBidCents: 2000,
  maxBidCents: 3000,
  isActive: true,
};

describe('lead price', () => {
  it("is the channel's bid when it is above the package cost", () => {
    expect(leadPriceCents(pricing, 'TX')).toBe(1500);
  });

  it('is raised to the package cost and to a selected modifier price', () => {
    expect(leadPriceCents({ ...pricing, priceCents: 900 }, 'TX')).toBe(1125);
    expect(leadPriceCents({ ...pricing, modifierPricesCents: [1800, 600] }, 'TX')).toBe(1800);
  });

  it("an active override of the lead's state sets the bid, within its min and max bid", () => {
    expect(leadPriceCents({ ...pricing, stateOverrides: [texas] }, 'tx')).toBe(2500);
    const high = { ...texas, priceCents: 4000 };
    expect(leadPriceCents({ ...pricing, stateOverrides: [high] }, 'TX')).toBe(3000);
    const low = { ...texas, priceCents: 100 };
    expect(leadPriceCents({ ...pricing, stateOverrides: [low] }, 'TX')).toBe(2000);
  });

  it('the max bid may take the price below the package cost', () => {
    const cheap = { ...texas, priceCents: 500, minBidCents: 500, maxBidCents: 800 };
    expect(leadPriceCents({ ...pricing, stateOverrides: [cheap] }, 'TX')).toBe(800);
  });

  it('an inactive override or one of another state is ignored', () => {
    expect(
      leadPriceCents({ ...pricing, stateOverrides: [{ ...texas, isActive: false }] }, 'TX'),
    ).toBe(1500);
    expect(leadPriceCents({ ...pricing, stateOverrides: [texas] }, 'OK')).toBe(1500);
  });

  it('never below the bid floor, even under a max bid', () => {
    expect(leadPriceCents({ ...pricing, bidFloorCents: 2000 }, 'OK')).toBe(2000);
    expect(leadPriceCents({ ...pricing, bidFloorCents: 3500, stateOverrides: [texas] }, 'TX')).toBe(
      3500,
    );
  });

  it('a corporate channel on the custom package pays its bid', () => {
    expect(leadPriceCents({ ...pricing, priceCents: 0, packageCostCents: null }, 'TX')).toBe(0);
  });

  it('is whole cents, at least the bid floor, within the override when the floor allows', () => {
    const cents = fc.nat(100_000);
    fc.assert(
      fc.property(
        cents,
        fc.option(cents),
        fc.array(cents, { maxLength: 3 }),
        fc.option(cents),
        fc.option(fc.tuple(cents, cents, cents)),
        (priceCents, packageCostCents, modifierPricesCents, bidFloorCents, bids) => {
          const [min, max] = bids
            ? [Math.min(bids[1], bids[2]), Math.max(bids[1], bids[2])]
            : [0, 0];
          const stateOverrides = bids
            ? [
                {
                  stateAbbreviation: 'TX',
                  priceCents: bids[0],
                  minBidCents: min,
                  maxBidCents: max,
                  isActive: true,
                },
              ]
            : [];
          const price = leadPriceCents(
            { priceCents, packageCostCents, modifierPricesCents, bidFloorCents, stateOverrides },
            'TX',
          );
          expect(Number.isInteger(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(bidFloorCents ?? 0);
          if (bids && (bidFloorCents ?? 0) <= max) {
            expect(price).toBeGreaterThanOrEqual(min);
            expect(price).toBeLessThanOrEqual(max);
          }
        },
      ),
    );
  });
});

describe('active state override', () => {
  it('finds the active override of the state, ignoring case', () => {
    expect(activeStateOverride([{ ...texas, stateAbbreviation: 'tx' }], 'TX')?.priceCents).toBe(
      2500,
    );
    expect(activeStateOverride([{ ...texas, isActive: false }], 'TX')).toBeNull();
  });
});
