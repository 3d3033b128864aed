import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CUSTOM_PACKAGE_ID } from './channel-messages';
import { changePackage, isCustomPackage, type PackageModifier } from './package-change';

const modifier = (over: Partial<PackageModifier> = {}): PackageModifier => ({
  id: 1,
  priceMinCents: 500,
  priceMaxCents: 1500,
  isDefaultSelected: false,
  ...over,
});
const pkg = (costCents: number, mods: PackageModifier[] = [], id = 'a1b2') => ({
  id,
  costCents,
  priceModifiers: mods,
});

describe('package change (seed 001 §4)', () => {
  it('takes the package cost, resets max price and defaults maxSold to 4', () => {
    const result = changePackage(pkg(1125), { isCorporate: false });
    expect(result).toEqual({
      packageId: 'a1b2',
      priceCents: 1125,
      maxPriceCents: null,
      maxSold: 4,
      priceModifiers: [],
    });
  });

  it('reloads maxSold from the restrictions', () => {
    expect(
      changePackage(pkg(1), { isCorporate: false, restrictions: { maxSold: 2 } }).maxSold,
    ).toBe(2);
    expect(
      changePackage(pkg(1), { isCorporate: false, restrictions: { maxSold: null } }).maxSold,
    ).toBe(4);
  });

  it('custom package on a corporate client costs 0; on an agent its cost', () => {
    const custom = pkg(900, [], CUSTOM_PACKAGE_ID);
    expect(isCustomPackage(CUSTOM_PACKAGE_ID)).toBe(true);
    expect(changePackage(custom, { isCorporate: true }).priceCents).toBe(0);
    expect(changePackage(custom, { isCorporate: false }).priceCents).toBe(900);
  });

  it('re-adds selected and default-selected modifiers, clamped for a normal package', () => {
    const mods = [
      modifier({ id: 1, isDefaultSelected: true, priceMinCents: 2000, priceMaxCents: 3000 }),
      modifier({ id: 2, isSelected: true, priceMinCents: 100, priceMaxCents: 800 }),
      modifier({ id: 3 }),
      modifier({ id: 4, isSelected: false, isDefaultSelected: false }),
    ];
    expect(changePackage(pkg(1125, mods), { isCorporate: false }).priceModifiers).toEqual([
      { packagePriceModifierId: 1, priceCents: 2000 },
      { packagePriceModifierId: 2, priceCents: 800 },
    ]);
  });

  it('does not clamp for the custom package', () => {
    const mods = [modifier({ id: 9, isDefaultSelected: true, priceMinCents: 500 })];
    const result = changePackage(pkg(0, mods, CUSTOM_PACKAGE_ID), { isCorporate: true });
    expect(result.priceModifiers).toEqual([{ packagePriceModifierId: 9, priceCents: 0 }]);
  });

  it('a clamped modifier price is always inside its range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (cost, a, b) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const mods = [
            modifier({ isDefaultSelected: true, priceMinCents: min, priceMaxCents: max }),
          ];
          const [added] = changePackage(pkg(cost, mods), { isCorporate: false }).priceModifiers;
          expect(added!.priceCents).toBeGreaterThanOrEqual(min);
          expect(added!.priceCents).toBeLessThanOrEqual(max);
        },
      ),
    );
  });
});
