import { describe, expect, it } from 'vitest';
import { filtersText, filterText } from './contract-filters';

const age = {
  subscriptionFilterTypeName: 'Minimum Age',
  subscriptionFilterTypeOperator: '>=',
  subscriptionFilterTypeInputValue: '25',
};

describe('contract filters', () => {
  it('states a filter as its name, operator and value', () => {
    expect(filterText(age)).toBe('Minimum Age >= 25');
    expect(filterText({ ...age, subscriptionFilterTypeInputValue: null })).toBe('Minimum Age >=');
  });

  it('lists a channel’s filters in order, or None', () => {
    const credit = {
      subscriptionFilterTypeName: 'Credit Rating',
      subscriptionFilterTypeOperator: 'IN',
      subscriptionFilterTypeInputValue: 'GOOD',
    };
    expect(filtersText([age, credit])).toBe('Minimum Age >= 25; Credit Rating IN GOOD');
    expect(filtersText([])).toBe('None');
  });
});
