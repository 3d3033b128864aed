import type { SubscriptionFilter, SubscriptionFilterType } from '@client-admin/contracts/channels';

/** A channel's filter set while it is edited: dirty on add or remove, clean after a save. */
export interface FiltersState {
  filters: SubscriptionFilter[];
  dirty: boolean;
}

export type FiltersAction =
  | { type: 'load'; filters: SubscriptionFilter[] }
  | { type: 'add'; filter: SubscriptionFilter }
  | { type: 'remove'; index: number }
  | { type: 'saved' };

export const NEW_FILTER_ID = -1;

export const initialFiltersState: FiltersState = { filters: [], dirty: false };

export function filtersReducer(state: FiltersState, action: FiltersAction): FiltersState {
  switch (action.type) {
    case 'load':
      // A refetch must not wipe edits that are not saved yet.
      return state.dirty ? state : { filters: action.filters, dirty: false };
    case 'add':
      return { filters: [...state.filters, action.filter], dirty: true };
    case 'remove':
      if (action.index < 0 || action.index >= state.filters.length) return state;
      return { filters: state.filters.filter((_, i) => i !== action.index), dirty: true };
    case 'saved':
      return { ...state, dirty: false };
  }
}

/** A new filter of the type: a lookup id for lookup types, otherwise the typed value. */
export function newFilter(type: SubscriptionFilterType, input: string): SubscriptionFilter {
  const isLookup = type.inputKind === 'lookup';
  return {
    subscriptionFilterId: NEW_FILTER_ID,
    subscriptionFilterTypeId: type.id,
    subscriptionFilterTypeName: type.name,
    subscriptionFilterTypeOperator: type.operator,
    subscriptionFilterTypeInputValue: isLookup ? null : input.trim(),
    subscriptionFilterTypeInputLookup: isLookup ? Number(input) : null,
  };
}

/** What the table shows as the filter's value: the lookup's label, else the typed value. */
export function filterValueLabel(
  filter: SubscriptionFilter,
  types: SubscriptionFilterType[],
): string {
  if (filter.subscriptionFilterTypeInputLookup !== null) {
    const type = types.find((t) => t.id === filter.subscriptionFilterTypeId);
    const lookup = type?.lookups.find((l) => l.id === filter.subscriptionFilterTypeInputLookup);
    return lookup?.label ?? String(filter.subscriptionFilterTypeInputLookup);
  }
  return filter.subscriptionFilterTypeInputValue ?? '';
}

/** Whether the list already holds a filter of the same type and value (the API refuses twice). */
export const holdsFilter = (filters: readonly SubscriptionFilter[], filter: SubscriptionFilter) =>
  filters.some(
    (f) =>
      f.subscriptionFilterTypeId === filter.subscriptionFilterTypeId &&
      f.subscriptionFilterTypeInputLookup === filter.subscriptionFilterTypeInputLookup &&
      (f.subscriptionFilterTypeInputValue ?? '') ===
        (filter.subscriptionFilterTypeInputValue ?? ''),
  );
