import type { ChannelInput } from '@client-admin/contracts/channels';
import type { PackageDetail, PackagePriceModifier } from '@client-admin/contracts/packages';
import { basePackagePriceCents } from '@client-admin/domain/base-package-price';
import { changePackage, isCustomPackage } from '@client-admin/domain/package-change';
import { toCents, toDollars } from '@client-admin/domain/money';

export type PackageFields = Pick<
  ChannelInput,
  'packageId' | 'price' | 'maxPrice' | 'maxSold' | 'priceModifiers'
>;

const toDomainModifier = (m: PackagePriceModifier) => ({
  id: m.id,
  priceMinCents: toCents(m.priceMin),
  priceMaxCents: toCents(m.priceMax),
  isDefaultSelected: m.isDefaultSelected,
  isSelected: m.isSelected,
});

/**
 * The channel's fields after picking a package (seed 001 §4, domain changePackage): the
 * custom package takes its modifiers from GET /api/leadtype/price-modifiers.
 */
export function applyPackage(
  pkg: PackageDetail,
  options: { isCorporate: boolean; customModifiers?: readonly PackagePriceModifier[] },
): PackageFields {
  const modifiers = isCustomPackage(pkg.id)
    ? (options.customModifiers ?? pkg.priceModifiers)
    : pkg.priceModifiers;
  const changed = changePackage(
    { id: pkg.id, costCents: toCents(pkg.cost), priceModifiers: modifiers.map(toDomainModifier) },
    { isCorporate: options.isCorporate, restrictions: { maxSold: pkg.maxSold } },
  );
  return {
    packageId: changed.packageId,
    price: toDollars(changed.priceCents),
    maxPrice: null,
    maxSold: changed.maxSold,
    priceModifiers: changed.priceModifiers.map((m) => ({
      packagePriceModifierId: m.packagePriceModifierId,
      price: toDollars(m.priceCents),
    })),
  };
}

/**
 * The price a modifier takes when ticked: the channel's price, clamped to the modifier's range
 * unless the package is the custom one. changePackage holds that rule; it is asked about this one
 * modifier at the channel's price (isCorporate false keeps a custom price as it is).
 */
export function modifierPrice(
  packageId: string,
  modifier: PackagePriceModifier,
  channelPrice: number,
): number {
  const [added] = changePackage(
    {
      id: packageId,
      costCents: toCents(channelPrice),
      priceModifiers: [{ ...toDomainModifier(modifier), isSelected: true }],
    },
    { isCorporate: false },
  ).priceModifiers;
  return toDollars(added?.priceCents ?? toCents(channelPrice));
}

/** The base package price a non-corporate client starts from, in dollars; null for corporate. */
export function basePriceFor(quoteType: string, isCorporate: boolean): number | null {
  if (!quoteType) return null;
  const cents = basePackagePriceCents(quoteType, isCorporate);
  return cents === null ? null : toDollars(cents);
}
