import type { SubsidyValue } from './subsidy-rows';

/** One formatter for every amount: `toLocaleString` with options made a new one each call. */
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const usd = (cents: number) => USD.format(cents / 100);

/** A basis-point share as a person reads it: 2500 → '25%', 1250 → '12.5%'. */
export const formatPercent = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

/**
 * Seed 002 §9: a percent subsidy shows as a percentage with a cap in USD ('25% (cap $10.00)');
 * otherwise a flat USD amount ('$5.00').
 */
export function formatSubsidy(subsidy: SubsidyValue): string {
  if (subsidy.kind === 'PERCENT') {
    return subsidy.capCents === null
      ? formatPercent(subsidy.amount)
      : `${formatPercent(subsidy.amount)} (cap ${usd(subsidy.capCents)})`;
  }
  return usd(subsidy.amount);
}

/** The county as the subsidy list shows it: the whole state when the row names none. */
export const subsidyCountyLabel = (county: string) => (county === '' ? 'All counties' : county);
