import { describe, expect, it } from 'vitest';
import type { PackageDetail } from '@client-admin/contracts/packages';
import { CUSTOM_PACKAGE_ID } from '@client-admin/domain/channel-messages';
import { applyPackage, basePriceFor, modifierPrice } from './package-price';

const modifier = (id: number, priceMin: number, priceMax: number, isDefaultSelected = false) => ({
  id,
  name: `M${id}`,
  priceMin,
  priceMax,
  isDefaultSelected,
  isSelected: false,
});

const pkg = (overrides: Partial<PackageDetail> = {}): PackageDetail => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Auto Web',
  carrier: 'STATEFARM',
  cost: 20,
  filters: [],
  serviceType: 'Web',
  productTypeId: 1,
  quoteType: 'auto',
  quoteTypeId: 1,
  quoteTypeLabel: 'Auto',
  serviceId: 1,
  maxSold: 2,
  isActive: true,
  isSourceOnly: false,
  priceModifiers: [modifier(1, 5, 10, true), modifier(2, 25, 40)],
  ...overrides,
});

describe('applyPackage', () => {
  it('takes the cost, maxSold and default modifiers clamped to their range', () => {
    expect(applyPackage(pkg(), { isCorporate: false })).toEqual({
      packageId: pkg().id,
      price: 20,
      maxPrice: null,
      maxSold: 2,
      priceModifiers: [{ packagePriceModifierId: 1, price: 10 }],
    });
  });

  it('prices the custom package at 0 for a corporate client, with the custom modifiers', () => {
    const custom = pkg({ id: CUSTOM_PACKAGE_ID, cost: 7.5, priceModifiers: [] });
    const result = applyPackage(custom, {
      isCorporate: true,
      customModifiers: [modifier(9, 1, 2, true)],
    });
    expect(result.price).toBe(0);
    expect(result.priceModifiers).toEqual([{ packagePriceModifierId: 9, price: 0 }]);
    expect(applyPackage(custom, { isCorporate: false }).price).toBe(7.5);
  });
});

describe('modifierPrice', () => {
  it('clamps the channel price to the modifier range unless the package is custom', () => {
    expect(modifierPrice(pkg().id, modifier(2, 25, 40), 11.25)).toBe(25);
    expect(modifierPrice(pkg().id, modifier(2, 25, 40), 30.1)).toBe(30.1);
    expect(modifierPrice(CUSTOM_PACKAGE_ID, modifier(2, 25, 40), 11.25)).toBe(11.25);
  });
});

describe('basePriceFor', () => {
  it('gives dollars for a non-corporate client and nothing for corporate', () => {
    expect(basePriceFor('home', false)).toBe(15);
    expect(basePriceFor('auto', false)).toBe(11.25);
    expect(basePriceFor('auto', true)).toBeNull();
    expect(basePriceFor('', false)).toBeNull();
  });
});
