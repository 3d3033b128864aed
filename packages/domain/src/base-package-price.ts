/** Base package price of a non-corporate channel, in cents (seed 001 §9, seed 002). */
const BASE_PRICE_CENTS: Record<string, number> = {
  home: 1500,
  renter: 900,
  health: 800,
  medsupp: 1200,
};
export const DEFAULT_BASE_PRICE_CENTS = 1125;

/** Null for a corporate client: the seeds give it no base price. */
export function basePackagePriceCents(quoteType: string, isCorporate: boolean): number | null {
  if (isCorporate) return null;
  return BASE_PRICE_CENTS[quoteType.toLowerCase()] ?? DEFAULT_BASE_PRICE_CENTS;
}
