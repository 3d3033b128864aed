import type { ChannelInput } from '@client-admin/contracts/channels';
import type { PackageDetail, PackagePriceModifier } from '@client-admin/contracts/packages';
import { money, nonNegativeMoney } from '@client-admin/contracts/common';
import { basePackagePriceCents } from '@client-admin/domain/base-package-price';
import { CHANNEL_WRITE_MESSAGES } from '@client-admin/domain/channel-messages';
import { clientPriceMessage, clientPriceRange } from '@client-admin/domain/client-price-range';
import { changePackage, isCustomPackage } from '@client-admin/domain/package-change';
import { nullableToCents, toCents, toDollars } from '@client-admin/domain/money';

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

export interface ModifierPriceCheck {
  /** The price the channel keeps: the typed one, clamped to the range; null when unreadable. */
  price: number | null;
  /** What is wrong with the typed price, in the API's words; null when it is kept as typed. */
  error: string | null;
}

/**
 * A modifier price typed by a person. Outside the range of a non-custom package it is the API's
 * 400, so the channel keeps the clamped price and the error says the range; the custom package
 * takes any amount of 0 or more.
 */
export function checkModifierPrice(
  packageId: string,
  modifier: PackagePriceModifier,
  typed: number | null,
): ModifierPriceCheck {
  const custom = isCustomPackage(packageId);
  const amount = (custom ? nonNegativeMoney : money).safeParse(typed);
  if (!amount.success) return { price: null, error: amount.error.issues[0]?.message ?? null };
  if (custom) return { price: amount.data, error: null };
  const clamped = modifierPrice(packageId, modifier, amount.data);
  return toCents(clamped) === toCents(amount.data)
    ? { price: amount.data, error: null }
    : {
        price: clamped,
        error: CHANNEL_WRITE_MESSAGES.priceOutOfRange(modifier.priceMin, modifier.priceMax),
      };
}

/** The base package price a non-corporate client starts from, in dollars; null for corporate. */
export function basePriceFor(quoteType: string, isCorporate: boolean): number | null {
  if (!quoteType) return null;
  const cents = basePackagePriceCents(quoteType, isCorporate);
  return cents === null ? null : toDollars(cents);
}

/** The range a client user's price keeps to on the package (decision 0014), in the API's words. */
export function clientPriceHint(
  pkg: PackageDetail,
  maxPrice: number | null,
  bidFloor: number | null,
): string {
  return clientPriceMessage(
    clientPriceRange({
      packageCostCents: toCents(pkg.cost),
      modifierMaxCents: pkg.priceModifiers.map((m) => toCents(m.priceMax)),
      maxPriceCents: nullableToCents(maxPrice),
      bidFloorCents: nullableToCents(bidFloor),
    }),
  );
}
