import { describe, expect, it } from 'vitest';
import { isPercentSubsidyEnabled, normalisePercentSubsidyStates } from './percent-subsidy-states';

describe('percent subsidy states (seed 001 §5)', () => {
  it('enables a state the list holds, whatever the case asked', () => {
    expect(isPercentSubsidyEnabled(['TX', 'WA'], 'tx')).toBe(true);
    expect(isPercentSubsidyEnabled(['TX', 'WA'], ' WA ')).toBe(true);
    expect(isPercentSubsidyEnabled(['TX'], 'OK')).toBe(false);
    expect(isPercentSubsidyEnabled([], 'TX')).toBe(false);
  });

  it('enables every state when the list holds ALL', () => {
    expect(isPercentSubsidyEnabled(['ALL'], 'OK')).toBe(true);
  });

  it('reads the list as it holds it: a lowercase entry matches nothing', () => {
    expect(isPercentSubsidyEnabled(['tx'], 'TX')).toBe(false);
    expect(normalisePercentSubsidyStates([' tx', 'TX', '', 'all'])).toEqual(['TX', 'ALL']);
  });
});
