/**
 * What a signup's channel is expected to bring (issue 35, beyond the seeds): the territory's
 * estimate of leads a month (territory/lead-estimate.ts) spread over a week, at most the weekly
 * cap, its weekly cost at the channel's price, and how long a deposit lasts at that rate.
 */

/** Days in an average month. */
const DAYS_PER_MONTH = 365.25 / 12;

/** Expected leads a week; a weekly cap of -1 or null is unlimited. */
export function weeklyLeads(monthlyEstimate: number, weeklyCap: number | null): number {
  const spread = (Math.max(monthlyEstimate, 0) * 7) / DAYS_PER_MONTH;
  const capped = weeklyCap !== null && weeklyCap >= 0 ? Math.min(spread, weeklyCap) : spread;
  return Math.round(capped * 10) / 10;
}

/** Dollars a week those leads cost at the price, in whole cents. */
export const weeklyCost = (leadsAWeek: number, price: number): number =>
  Math.round(leadsAWeek * price * 100) / 100;

/** Whole days a deposit lasts at a weekly cost; null when nothing is spent. */
export function depositDays(deposit: number, costAWeek: number): number | null {
  if (costAWeek <= 0) return null;
  return Math.floor((deposit / costAWeek) * 7);
}
