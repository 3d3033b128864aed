import { describe, expect, it } from 'vitest';
import { CLIENT_RULE_NAMES, dedupeWindowDays } from './client-rule-types';

describe('client rule types', () => {
  it('names each type once', () => {
    expect(new Set(CLIENT_RULE_NAMES).size).toBe(CLIENT_RULE_NAMES.length);
  });

  it('takes the longest dedupe window of the rules held', () => {
    expect(dedupeWindowDays([])).toBeNull();
    expect(dedupeWindowDays(['Dedupe 1 Day'])).toBe(1);
    expect(dedupeWindowDays(['Dedupe 1 Day', 'Dedupe 90 Days', 'Dedupe 30 Days'])).toBe(90);
    expect(dedupeWindowDays(['Something else'])).toBeNull();
  });
});
