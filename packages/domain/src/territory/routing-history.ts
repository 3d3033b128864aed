/**
 * What the routing's recent history says a new channel would have got (issue 35, beyond the
 * seeds): the leads of its kind that reached its territory in the last days, and how many of them
 * it could have bought at its price. A lead with room for another buyer would have reached it; a
 * full lead only if its price beat the lowest price the lead sold at (trump flags and last-served
 * order are not known ahead, so a tie does not count).
 */
import { DEFAULT_MAX_SOLD } from '../channel-messages';

/** Days of routing the history reads. */
export const ROUTING_HISTORY_DAYS = 28;

/** Buyers a lead of a product can have: a web lead is shared, a call goes to one channel. */
export const buyersPerLead = (productTypeId: number): number =>
  productTypeId === 2 ? 1 : DEFAULT_MAX_SOLD;

export interface RoutingHistory {
  days: number;
  /** Leads of the kind received in the territory over those days. */
  leads: number;
  /** Of them, leads that had room for another buyer (unsold, or fewer buyers than allowed). */
  open: number;
  /** The full ones, counted by the lowest price they sold at (cents). */
  full: { lowestPriceCents: number; leads: number }[];
}

/** The history's leads a channel at this price would have reached. */
export const reachableLeads = (history: RoutingHistory, priceCents: number): number =>
  history.open +
  history.full.reduce((sum, f) => (priceCents > f.lowestPriceCents ? sum + f.leads : sum), 0);

/**
 * Expected leads a week from the history, at most the weekly cap (-1 or null: unlimited), one
 * decimal; null when the territory saw no lead of the kind, so the caller falls back to the
 * territory's estimate.
 */
export function historyWeeklyLeads(
  history: RoutingHistory,
  priceCents: number,
  weeklyCap: number | null,
): number | null {
  if (history.leads === 0 || history.days <= 0) return null;
  const spread = (reachableLeads(history, priceCents) * 7) / history.days;
  const capped = weeklyCap !== null && weeklyCap >= 0 ? Math.min(spread, weeklyCap) : spread;
  return Math.round(capped * 10) / 10;
}
