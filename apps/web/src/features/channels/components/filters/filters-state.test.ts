import { describe, expect, it } from 'vitest';
import type { SubscriptionFilter, SubscriptionFilterType } from '@client-admin/contracts/channels';
import {
  filtersReducer,
  filterValueLabel,
  initialFiltersState,
  newFilter,
  NEW_FILTER_ID,
} from './filters-state';

const CREDIT: SubscriptionFilterType = {
  id: 1,
  name: 'Credit Rating',
  operator: 'IN',
  inputKind: 'lookup',
  lookups: [
    { id: 11, value: 'EXCELLENT', label: 'Excellent' },
    { id: 12, value: 'GOOD', label: 'Good' },
  ],
};
const AGE: SubscriptionFilterType = {
  id: 4,
  name: 'Minimum Age',
  operator: '>=',
  inputKind: 'number',
  lookups: [],
};
const SAVED: SubscriptionFilter = {
  subscriptionFilterId: 7,
  subscriptionFilterTypeId: 1,
  subscriptionFilterTypeName: 'Credit Rating',
  subscriptionFilterTypeOperator: 'IN',
  subscriptionFilterTypeInputValue: null,
  subscriptionFilterTypeInputLookup: 12,
};

const loaded = filtersReducer(initialFiltersState, { type: 'load', filters: [SAVED] });

describe('filtersReducer', () => {
  it('starts clean after a load', () => {
    expect(loaded).toEqual({ filters: [SAVED], dirty: false });
  });

  it('becomes dirty on add and on remove', () => {
    const added = filtersReducer(loaded, { type: 'add', filter: newFilter(AGE, '21') });
    expect(added.dirty).toBe(true);
    expect(added.filters).toHaveLength(2);
    const removed = filtersReducer(loaded, { type: 'remove', index: 0 });
    expect(removed).toEqual({ filters: [], dirty: true });
  });

  it('ignores the removal of a row that does not exist', () => {
    expect(filtersReducer(loaded, { type: 'remove', index: 3 })).toBe(loaded);
  });

  it('is clean after a save and keeps the list', () => {
    const added = filtersReducer(loaded, { type: 'add', filter: newFilter(AGE, '21') });
    const saved = filtersReducer(added, { type: 'saved' });
    expect(saved).toEqual({ filters: added.filters, dirty: false });
  });

  it('keeps unsaved edits when the list is loaded again', () => {
    const removed = filtersReducer(loaded, { type: 'remove', index: 0 });
    expect(filtersReducer(removed, { type: 'load', filters: [SAVED] })).toBe(removed);
  });
});

describe('newFilter', () => {
  it('takes the typed value for text and number types', () => {
    expect(newFilter(AGE, ' 21 ')).toEqual({
      subscriptionFilterId: NEW_FILTER_ID,
      subscriptionFilterTypeId: 4,
      subscriptionFilterTypeName: 'Minimum Age',
      subscriptionFilterTypeOperator: '>=',
      subscriptionFilterTypeInputValue: '21',
      subscriptionFilterTypeInputLookup: null,
    });
  });

  it('takes the lookup id for lookup types', () => {
    expect(newFilter(CREDIT, '11')).toMatchObject({
      subscriptionFilterId: -1,
      subscriptionFilterTypeInputValue: null,
      subscriptionFilterTypeInputLookup: 11,
    });
  });
});

describe('filterValueLabel', () => {
  it('shows the label of a lookup, else the value', () => {
    expect(filterValueLabel(SAVED, [CREDIT, AGE])).toBe('Good');
    expect(filterValueLabel(newFilter(AGE, '30'), [CREDIT, AGE])).toBe('30');
  });
});
