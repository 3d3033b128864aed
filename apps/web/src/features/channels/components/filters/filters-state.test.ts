import { describe, expect, it } from 'vitest';
import {
  filtersReducer,
  filterValueLabel,
  initialFiltersState,
  newFilter,
  NEW_FILTER_ID,
} from './filters-state';
import { CREDIT_RATING, MINIMUM_AGE, SAVED_CREDIT_FILTER } from './filter-fixtures';

const loaded = filtersReducer(initialFiltersState, {
  type: 'load',
  filters: [SAVED_CREDIT_FILTER],
});

describe('filtersReducer', () => {
  it('starts clean after a load', () => {
    expect(loaded).toEqual({ filters: [SAVED_CREDIT_FILTER], dirty: false });
  });

  it('becomes dirty on add and on remove', () => {
    const added = filtersReducer(loaded, { type: 'add', filter: newFilter(MINIMUM_AGE, '21') });
    expect(added.dirty).toBe(true);
    expect(added.filters).toHaveLength(2);
    const removed = filtersReducer(loaded, { type: 'remove', index: 0 });
    expect(removed).toEqual({ filters: [], dirty: true });
  });

  it('ignores the removal of a row that does not exist', () => {
    expect(filtersReducer(loaded, { type: 'remove', index: 3 })).toBe(loaded);
  });

  it('is clean after a save and keeps the list', () => {
    const added = filtersReducer(loaded, { type: 'add', filter: newFilter(MINIMUM_AGE, '21') });
    const saved = filtersReducer(added, { type: 'saved' });
    expect(saved).toEqual({ filters: added.filters, dirty: false });
  });

  it('keeps unsaved edits when the list is loaded again', () => {
    const removed = filtersReducer(loaded, { type: 'remove', index: 0 });
    expect(filtersReducer(removed, { type: 'load', filters: [SAVED_CREDIT_FILTER] })).toBe(removed);
  });
});

describe('newFilter', () => {
  it('takes the typed value for text and number types', () => {
    expect(newFilter(MINIMUM_AGE, ' 21 ')).toEqual({
      subscriptionFilterId: NEW_FILTER_ID,
      subscriptionFilterTypeId: 4,
      subscriptionFilterTypeName: 'Minimum Age',
      subscriptionFilterTypeOperator: '>=',
      subscriptionFilterTypeInputValue: '21',
      subscriptionFilterTypeInputLookup: null,
    });
  });

  it('takes the lookup id for lookup types', () => {
    expect(newFilter(CREDIT_RATING, '11')).toMatchObject({
      subscriptionFilterId: -1,
      subscriptionFilterTypeInputValue: null,
      subscriptionFilterTypeInputLookup: 11,
    });
  });
});

describe('filterValueLabel', () => {
  it('shows the label of a lookup, else the value', () => {
    expect(filterValueLabel(SAVED_CREDIT_FILTER, [CREDIT_RATING, MINIMUM_AGE])).toBe('Good');
    expect(filterValueLabel(newFilter(MINIMUM_AGE, '30'), [CREDIT_RATING, MINIMUM_AGE])).toBe('30');
  });
});
