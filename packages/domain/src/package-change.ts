/**
 * What a channel becomes when its package changes (seed 001 §4). Money in cents.
 */
import { CUSTOM_PACKAGE_ID, DEFAULT_MAX_SOLD } from './channel-messages';

export interface PackageModifier {
  id: number;
  priceMinCents: number;
  priceMaxCents: number;
  isDefaultSelected: boolean;
  isSelected?: boolean;
}

export interface ChangedPackage {
  id: string;
  costCents: number;
  priceModifiers: readonly PackageModifier[];
}

export interface ChannelPriceModifier {
  packagePriceModifierId: number;
  priceCents: number;
}

export interface PackageChangeResult {
  packageId: string;
  priceCents: number;
  /** Reset: the new package sets no maximum until someone edits it. */
  maxPriceCents: null;
  maxSold: number;
  priceModifiers: ChannelPriceModifier[];
}

export const isCustomPackage = (packageId: string) => packageId === CUSTOM_PACKAGE_ID;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * `restrictions` are the package's reloaded restrictions; maxSold falls back to the default.
 * A re-added modifier carries the channel's new price, clamped to the modifier's range unless
 * the package is the custom one (whose modifiers are set by hand).
 */
export function changePackage(
  pkg: ChangedPackage,
  options: { isCorporate: boolean; restrictions?: { maxSold?: number | null } },
): PackageChangeResult {
  const custom = isCustomPackage(pkg.id);
  const priceCents = custom && options.isCorporate ? 0 : pkg.costCents;
  const priceModifiers = pkg.priceModifiers
    .filter((m) => m.isSelected === true || m.isDefaultSelected)
    .map((m) => ({
      packagePriceModifierId: m.id,
      priceCents: custom ? priceCents : clamp(priceCents, m.priceMinCents, m.priceMaxCents),
    }));
  return {
    packageId: pkg.id,
    priceCents,
    maxPriceCents: null,
    maxSold: options.restrictions?.maxSold ?? DEFAULT_MAX_SOLD,
    priceModifiers,
  };
}
