/**
 * A channel's subscription filters as the contract states them: "Minimum Age >= 25" each, in the
 * channel's order; none: "None" (the channel takes every lead of its territory).
 */
export interface ContractFilter {
  subscriptionFilterTypeName: string;
  subscriptionFilterTypeOperator: string;
  subscriptionFilterTypeInputValue: string | null;
}

export const filterText = (filter: ContractFilter): string =>
  [
    filter.subscriptionFilterTypeName,
    filter.subscriptionFilterTypeOperator,
    filter.subscriptionFilterTypeInputValue ?? '',
  ]
    .filter(Boolean)
    .join(' ');

export const filtersText = (filters: readonly ContractFilter[]): string =>
  filters.length === 0 ? 'None' : filters.map(filterText).join('; ');
