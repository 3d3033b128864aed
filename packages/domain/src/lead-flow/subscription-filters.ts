/**
 * A channel's subscription filters against the consumer's answers (seed 001 §3, §7; issue 16).
 * A filter is one filter type with every value the channel picked for it (its lookups, or its
 * input value): '=' and 'IN' pass when the answer is one of them, 'NOT IN' when it is none of
 * them, '>=' and '<=' when the number compares so with each. Text compares trimmed and ignoring
 * case. A lead that does not answer a filter's question fails it, except 'NOT IN': a channel
 * filters to be sure of what it buys.
 */
export const FILTER_OPERATORS = ['=', 'IN', 'NOT IN', '>=', '<='] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface SubscriptionFilter {
  /** The filter type's name, the key of the consumer's answer ("Credit Rating"). */
  name: string;
  operator: FilterOperator;
  values: readonly string[];
}

export interface FilterNotMet {
  code: 'filterNotMet';
  filter: string;
}

const text = (value: string | number) => String(value).trim().toUpperCase();

function passes(filter: SubscriptionFilter, answer: string | number | undefined): boolean {
  if (answer === undefined) return filter.operator === 'NOT IN';
  const one = filter.values.some((value) => text(value) === text(answer));
  if (filter.operator === 'NOT IN') return !one;
  if (filter.operator === '=' || filter.operator === 'IN') return one;
  const number = Number(answer);
  if (String(answer).trim() === '' || !Number.isFinite(number)) return false;
  return filter.values.every((value) => {
    const bound = Number(value);
    return filter.operator === '>=' ? number >= bound : number <= bound;
  });
}

/** The first filter the consumer's answers fail; null when they pass every one. */
export function filterNotMet(
  filters: readonly SubscriptionFilter[],
  consumer: Readonly<Record<string, string | number>>,
): FilterNotMet | null {
  const failed = filters.find((filter) => !passes(filter, consumer[filter.name]));
  return failed ? { code: 'filterNotMet', filter: failed.name } : null;
}
