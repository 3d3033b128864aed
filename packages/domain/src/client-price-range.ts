/**
 * The price a client user may give its own channel (decision 0014). Money in cents.
 *
 * From the package's cost (not below the bid floor staff set) up to the channel's max price when
 * staff set one, otherwise up to the highest maximum of the package's price modifiers.
 */
import { formatDollars as dollars } from './money';

export interface ClientPriceTerms {
  /** The package's cost; without a package, the base package price; null when there is none. */
  packageCostCents: number | null;
  /** The maximum of each price modifier of the package. */
  modifierMaxCents: readonly number[];
  maxPriceCents: number | null;
  bidFloorCents: number | null;
}

export interface PriceRange {
  minCents: number;
  maxCents: number;
}

export function clientPriceRange(terms: ClientPriceTerms): PriceRange {
  const cost = terms.packageCostCents ?? 0;
  const minCents = Math.max(cost, terms.bidFloorCents ?? 0);
  const ceiling = terms.maxPriceCents ?? Math.max(cost, ...terms.modifierMaxCents);
  // A max price below the floor leaves the floor as the only price.
  return { minCents, maxCents: Math.max(minCents, ceiling) };
}

export const isPriceInRange = (cents: number, range: PriceRange): boolean =>
  cents >= range.minCents && cents <= range.maxCents;

export const clientPriceMessage = (range: PriceRange): string =>
  range.minCents === range.maxCents
    ? `Price must be ${dollars(range.minCents)}`
    : `Price must be between ${dollars(range.minCents)} and ${dollars(range.maxCents)}`;
