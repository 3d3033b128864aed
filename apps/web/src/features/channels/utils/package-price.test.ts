import { describe, expect, it } from 'vitest';
import type { PackageDetail } from '@client-admin/contracts/packages';
import { CUSTOM_PACKAGE_ID } from '@client-admin/domain/channel-messages';
import { applyPackage, basePriceFor, checkModifierPrice, modifierPrice } from './package-price';

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

describe('checkModifierPrice', () => {
  const exclusive = modifier(2, 25, 40);

  it('keeps a price within the range of a non-custom package', () => {
    expect(checkModifierPrice(pkg().id, exclusive, 30.5)).toEqual({ price: 30.5, error: null });
    expect(checkModifierPrice(pkg().id, exclusive, 40)).toEqual({ price: 40, error: null });
  });

  it('clamps a price outside the range and says the range in the API words', () => {
    expect(checkModifierPrice(pkg().id, exclusive, 50)).toEqual({
      price: 40,
      error: 'Price must be between 25.00 and 40.00',
    });
    expect(checkModifierPrice(pkg().id, exclusive, -1)).toEqual({
      price: 25,
      error: 'Price must be between 25.00 and 40.00',
    });
  });

  it('takes any amount of 0 or more on the custom package', () => {
    expect(checkModifierPrice(CUSTOM_PACKAGE_ID, exclusive, 99.99)).toEqual({
      price: 99.99,
      error: null,
    });
    expect(checkModifierPrice(CUSTOM_PACKAGE_ID, exclusive, 0).error).toBeNull();
    expect(checkModifierPrice(CUSTOM_PACKAGE_ID, exclusive, -1)).toEqual({
      price: null,
      error: 'Must be 0 or more',
    });
  });

  it('keeps nothing from an empty or over-precise amount', () => {
    expect(checkModifierPrice(pkg().id, exclusive, null)).toEqual({
      price: null,
      error: 'Must be an amount',
    });
    expect(checkModifierPrice(pkg().id, exclusive, 30.123)).toEqual({
      price: null,
      error: 'At most two decimals',
    });
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
