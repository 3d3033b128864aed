import type {
  SubscriptionFilter,
  SubscriptionFilterType,
  SubscriptionFiltersResponse,
} from '@client-admin/contracts/channels';

/** A lookup filter type (Credit Rating IN …) for tests. */
export const CREDIT_RATING: SubscriptionFilterType = {
  id: 1,
  name: 'Credit Rating',
  operator: 'IN',
  inputKind: 'lookup',
  lookups: [
    { id: 11, value: 'EXCELLENT', label: 'Excellent' },
    { id: 12, value: 'GOOD', label: 'Good' },
  ],
};

/** A number filter type (Minimum Age >= …) for tests. */
export const MINIMUM_AGE: SubscriptionFilterType = {
  id: 4,
  name: 'Minimum Age',
  operator: '>=',
  inputKind: 'number',
  lookups: [],
};

/** A saved Credit Rating filter whose value is the "Good" lookup. */
export const SAVED_CREDIT_FILTER: SubscriptionFilter = {
  subscriptionFilterId: 7,
  subscriptionFilterTypeId: 1,
  subscriptionFilterTypeName: 'Credit Rating',
  subscriptionFilterTypeOperator: 'IN',
  subscriptionFilterTypeInputValue: null,
  subscriptionFilterTypeInputLookup: 12,
};

/** What GetSubscriptionFilters answers for a channel with the saved filter. */
export const FILTERS_RESPONSE: SubscriptionFiltersResponse = {
  subscriptionFilters: [SAVED_CREDIT_FILTER],
  subscriptionFilterTypes: [CREDIT_RATING, MINIMUM_AGE],
};
