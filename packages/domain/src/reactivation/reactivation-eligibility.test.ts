import { describe, expect, it } from 'vitest';
import { isEligibleForReactivation, offersReactivation } from './reactivation-eligibility';

describe('reactivation eligibility (decision 0036)', () => {
  it('lets an inactive client reactivate itself, except bad debt and collection', () => {
    expect(isEligibleForReactivation('INACTIVE')).toBe(true);
    expect(isEligibleForReactivation('CANCEL')).toBe(true);
    expect(isEligibleForReactivation('PAUSE_AR')).toBe(true);
    expect(isEligibleForReactivation('CANCEL_BADDEBT')).toBe(false);
    expect(isEligibleForReactivation('COLLECTION')).toBe(false);
    expect(isEligibleForReactivation('ACTIVE')).toBe(false);
    expect(isEligibleForReactivation('CORPORATE')).toBe(false);
  });

  it('offers the dialog to an inactive client only, never to staff nor when the flag says no', () => {
    const base = { isActive: false, isStaff: false, hiddenByStoredFlag: false };
    expect(offersReactivation(base)).toBe(true);
    expect(offersReactivation({ ...base, isActive: true })).toBe(false);
    expect(offersReactivation({ ...base, isStaff: true })).toBe(false);
    expect(offersReactivation({ ...base, hiddenByStoredFlag: true })).toBe(false);
  });
});
