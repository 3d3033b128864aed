import { describe, expect, it } from 'vitest';
import { filterNotMet, type SubscriptionFilter } from './subscription-filters';

const credit: SubscriptionFilter = {
  name: 'Credit Rating',
  operator: 'IN',
  values: ['Excellent', 'Good'],
};
const age: SubscriptionFilter = { name: 'Minimum Age', operator: '>=', values: ['25'] };
const zips: SubscriptionFilter = {
  name: 'Excluded Zip Codes',
  operator: 'NOT IN',
  values: ['78701', '78702'],
};

describe('subscription filters', () => {
  it('no filters pass every lead', () => {
    expect(filterNotMet([], {})).toBeNull();
  });

  it('IN and = pass an answer among the values, ignoring case and spaces', () => {
    expect(filterNotMet([credit], { 'Credit Rating': ' good' })).toBeNull();
    expect(
      filterNotMet([{ ...credit, operator: '=' }], { 'Credit Rating': 'EXCELLENT' }),
    ).toBeNull();
    expect(filterNotMet([credit], { 'Credit Rating': 'Poor' })).toEqual({
      code: 'filterNotMet',
      filter: 'Credit Rating',
    });
  });

  it('NOT IN passes an answer among none of the values, and no answer', () => {
    expect(filterNotMet([zips], { 'Excluded Zip Codes': '73301' })).toBeNull();
    expect(filterNotMet([zips], {})).toBeNull();
    expect(filterNotMet([zips], { 'Excluded Zip Codes': '78702' })?.filter).toBe(
      'Excluded Zip Codes',
    );
  });

  it('>= and <= compare numbers; a non-number answer fails', () => {
    expect(filterNotMet([age], { 'Minimum Age': 25 })).toBeNull();
    expect(filterNotMet([age], { 'Minimum Age': '24' })?.filter).toBe('Minimum Age');
    expect(filterNotMet([age], { 'Minimum Age': 'old' })?.filter).toBe('Minimum Age');
    expect(filterNotMet([age], { 'Minimum Age': ' ' })?.filter).toBe('Minimum Age');
    const vehicles: SubscriptionFilter = {
      name: 'Maximum Vehicles',
      operator: '<=',
      values: ['3'],
    };
    expect(filterNotMet([vehicles], { 'Maximum Vehicles': 3 })).toBeNull();
    expect(filterNotMet([vehicles], { 'Maximum Vehicles': 4 })?.filter).toBe('Maximum Vehicles');
  });

  it('a question the lead does not answer fails a positive filter', () => {
    expect(filterNotMet([credit], {})?.filter).toBe('Credit Rating');
  });

  it('names the first filter that fails', () => {
    expect(filterNotMet([credit, age], { 'Credit Rating': 'Poor', 'Minimum Age': 1 })?.filter).toBe(
      'Credit Rating',
    );
  });
});
