import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isStaffOnlyChannelField,
  STAFF_ONLY_CHANNEL_FIELDS,
  staffOnlyFieldMessage,
  staffOnlyFieldsChanged,
  staffOnlyFieldsMessage,
  stateOverrideTerms,
  type StaffOnlyValues,
} from './channel-field-access';

const kept: StaffOnlyValues = {
  payout: 12.5,
  trumpFlag: 0,
  isPremium: false,
  sourcePackage: { id: 'a', startDate: null },
  maxPrice: 20,
};

describe('staff-only channel fields (decision 0014)', () => {
  it('names the fields only staff set, and says so', () => {
    expect(isStaffOnlyChannelField('trumpFlag')).toBe(true);
    expect(isStaffOnlyChannelField('price')).toBe(false);
    expect(isStaffOnlyChannelField('maxSold')).toBe(false);
    expect(staffOnlyFieldMessage('trumpFlag')).toBe('Only staff may set trumpFlag');
    expect(staffOnlyFieldMessage('stateOverrides')).toMatch(/state overrides/);
    expect(staffOnlyFieldsMessage(['trumpFlag'])).toBe('Only staff may set trumpFlag');
    expect(staffOnlyFieldsMessage(['payout', 'isPremium'])).toBe(
      'Only staff may set payout, isPremium',
    );
  });

  it('lists each staff-only field sent with another value than the kept one', () => {
    expect(staffOnlyFieldsChanged({ ...kept, trumpFlag: 2, payout: 999 }, kept)).toEqual([
      'payout',
      'trumpFlag',
    ]);
    expect(staffOnlyFieldsChanged({ isPremium: true }, kept)).toEqual(['isPremium']);
  });

  it('accepts the kept value whatever the key order, a left-out field, and an allowed reset', () => {
    expect(staffOnlyFieldsChanged({ sourcePackage: { startDate: null, id: 'a' } }, kept)).toEqual(
      [],
    );
    expect(staffOnlyFieldsChanged({}, kept)).toEqual([]);
    expect(staffOnlyFieldsChanged({ maxPrice: null }, kept, { maxPrice: null })).toEqual([]);
    expect(staffOnlyFieldsChanged({ maxPrice: 5 }, kept, { maxPrice: null })).toEqual(['maxPrice']);
  });

  it('a field that was null and is sent null is unchanged; null to a value is a change', () => {
    expect(staffOnlyFieldsChanged({ bidFloor: null }, { bidFloor: null })).toEqual([]);
    expect(staffOnlyFieldsChanged({ bidFloor: 0.01 }, { bidFloor: null })).toEqual(['bidFloor']);
  });

  it('sending back what is kept never changes anything (property)', () => {
    const value = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.string());
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...STAFF_ONLY_CHANNEL_FIELDS), value), (kept) => {
        expect(staffOnlyFieldsChanged(kept, kept)).toEqual([]);
      }),
    );
  });

  it('state override terms are the states and bids, not the price or the switch', () => {
    const before = [{ state: 'tx', price: 30, minBid: 20, maxBid: 40, isActive: true }];
    const repriced = [{ state: 'TX', price: 25, minBid: 20, maxBid: 40, isActive: false }];
    expect(stateOverrideTerms(repriced)).toEqual(stateOverrideTerms(before));
    expect(stateOverrideTerms([{ ...repriced[0]!, minBid: 1 }])).not.toEqual(
      stateOverrideTerms(before),
    );
  });
});
