/**
 * What a channel pays for a lead, in integer cents (issue 16, decision 0029):
 *
 *   bid      the active state override's price for the lead's state, else the channel's price
 *   raised   to the package's cost and to the price of each price modifier the channel selected
 *            (a modifier's price is a whole lead price within its range, not a surcharge)
 *   clamped  to the override's min and max bid, when there is an override
 *   floored  at the bid floor, which wins over a max bid below it
 */
import { upper } from '../territory-duplicates';
import type { ChannelPricing, StateOverride } from './lead';

export function activeStateOverride(
  overrides: readonly StateOverride[],
  stateAbbreviation: string,
): StateOverride | null {
  const state = upper(stateAbbreviation);
  return overrides.find((o) => o.isActive && upper(o.stateAbbreviation) === state) ?? null;
}

export function leadPriceCents(pricing: ChannelPricing, stateAbbreviation: string): number {
  const override = activeStateOverride(pricing.stateOverrides, stateAbbreviation);
  const bid = override?.priceCents ?? pricing.priceCents;
  const raised = Math.max(bid, pricing.packageCostCents ?? 0, ...pricing.modifierPricesCents);
  const clamped = override
    ? Math.min(Math.max(raised, override.minBidCents), override.maxBidCents)
    : raised;
  return Math.max(clamped, pricing.bidFloorCents ?? 0);
}
