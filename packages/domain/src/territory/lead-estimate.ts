import type { QuoteType } from '../quote-types';

/**
 * The lead-volume estimate of a territory (seed 001 §1 "see a lead-volume estimate", §3 geo
 * `estimate`, §7 lutgeoestimate, estimatedChannel and GET /api/leads/{id}/lead-count). The seed
 * shows no model; ours is deterministic, so the same data always gives the same numbers:
 *
 *   per zip, leads a 30-day month =  c × observed + (1 − c) × prior
 *     observed = leads of the quote type and product in the zip over the window × 30 / days
 *     prior    = residents / 1000 × BASE_RATE[quote type] × PRODUCT_FACTOR[product]
 *     c        = leads / (leads + CREDIBILITY_LEADS)   (credibility: history wins as it grows)
 *
 * A geo's estimate is the sum over its zips, rounded to a whole lead; a territory's total sums
 * each zip once, however many of its geos hold it, then rounds. Unknown zips count 0.
 */

/** Leads a month per 1,000 residents when a zip has no history, by quote type (ours). */
export const BASE_RATE_PER_THOUSAND: Record<QuoteType, number> = {
  auto: 0.6,
  home: 0.3,
  renter: 0.15,
  medsupp: 0.2,
  health: 0.2,
  life: 0.1,
};
/** Call leads (product 2) are fewer than web leads (product 1) for the same people (ours). */
export const PRODUCT_FACTOR: Record<1 | 2, number> = { 1: 1, 2: 0.4 };
/** The history, in leads, at which history and prior weigh the same. */
export const CREDIBILITY_LEADS = 10;
/** The window of history the API reads: the last 90 days. */
export const ESTIMATE_HISTORY_DAYS = 90;

export interface ZipLeadData {
  /** Estimated residents (residents-estimate.ts); 0 when not known. */
  residents: number;
  /** Leads of the quote type and product in this zip over the last `days` days. */
  recentLeads: number;
  days: number;
}

export interface EstimateKind {
  quoteType: QuoteType;
  productTypeId: 1 | 2;
}

/** One zip's leads a month, unrounded. */
export function zipLeadEstimate(data: ZipLeadData, kind: EstimateKind): number {
  const residents = Math.max(0, data.residents);
  const leads = Math.max(0, data.recentLeads);
  const prior =
    (residents / 1000) *
    BASE_RATE_PER_THOUSAND[kind.quoteType] *
    PRODUCT_FACTOR[kind.productTypeId];
  if (data.days <= 0 || leads === 0) return prior;
  const observed = (leads * 30) / data.days;
  const c = leads / (leads + CREDIBILITY_LEADS);
  return c * observed + (1 - c) * prior;
}

export interface GeoZips {
  /** The caller's key of the geo (its label or index). */
  key: string;
  zipCodes: readonly string[];
}

export interface TerritoryEstimate {
  perGeo: { key: string; estimate: number }[];
  total: number;
}

export function territoryLeadEstimate(
  geos: readonly GeoZips[],
  dataOf: (zip: string) => ZipLeadData | undefined,
  kind: EstimateKind,
): TerritoryEstimate {
  const cache = new Map<string, number>();
  const ofZip = (zip: string) => {
    let value = cache.get(zip);
    if (value === undefined) {
      const data = dataOf(zip);
      value = data ? zipLeadEstimate(data, kind) : 0;
      cache.set(zip, value);
    }
    return value;
  };
  const sum = (zips: Iterable<string>) => {
    let total = 0;
    for (const zip of [...zips].sort()) total += ofZip(zip);
    return total;
  };
  const perGeo = geos.map((geo) => ({
    key: geo.key,
    estimate: Math.round(sum(new Set(geo.zipCodes))),
  }));
  const all = new Set(geos.flatMap((geo) => geo.zipCodes));
  return { perGeo, total: Math.round(sum(all)) };
}
