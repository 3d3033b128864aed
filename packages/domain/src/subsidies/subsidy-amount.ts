import type { SubsidyKey, SubsidyValue } from './subsidy-rows';

/**
 * The subsidy of a lead sold at `priceCents` (decision 0072): a percent subsidy is that share of
 * the price, rounded to the cent, at most its cap; a flat one is its amount. Either is at most
 * the price (a subsidy never makes a lead pay the buyer) and never below 0.
 */
export function subsidyCents(subsidy: SubsidyValue, priceCents: number): number {
  if (priceCents <= 0) return 0;
  const raw =
    subsidy.kind === 'PERCENT'
      ? Math.round((priceCents * subsidy.amount) / 10_000)
      : subsidy.amount;
  const capped = subsidy.capCents === null ? raw : Math.min(raw, subsidy.capCents);
  return Math.max(0, Math.min(capped, priceCents));
}

/**
 * The subsidy that applies to a lead of a state, county and product: the county's own row, else
 * the state-wide row (county ''), else none.
 */
export function matchingSubsidy<T extends SubsidyKey>(
  rows: readonly T[],
  lead: { state: string; county: string | null; product: string },
): T | null {
  const state = lead.state.trim().toUpperCase();
  const county = (lead.county ?? '').trim().toUpperCase();
  const product = lead.product.trim().toUpperCase();
  const ofProduct = rows.filter((r) => r.leadState === state && r.product === product);
  return (
    (county ? ofProduct.find((r) => r.county === county) : undefined) ??
    ofProduct.find((r) => r.county === '') ??
    null
  );
}
