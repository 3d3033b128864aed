import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASON_CODES,
  CANCEL_REASONS,
  cancelReasonText,
  isCancelReasonCode,
} from './cancel-reasons';

describe('cancel reasons', () => {
  it('has about 23 entries (seed 002 §9), each code unique, upper snake case, with a text', () => {
    expect(CANCEL_REASONS.length).toBe(23);
    expect(new Set(CANCEL_REASON_CODES).size).toBe(CANCEL_REASONS.length);
    for (const { code, text } of CANCEL_REASONS) {
      expect(code).toMatch(/^[A-Z][A-Z_]*$/);
      expect(text.trim()).not.toBe('');
    }
  });

  it('covers the causes the seed names: duplicate, bad contact, filters, policyholder, language', () => {
    for (const code of [
      'DUPLICATE_LEADS',
      'BAD_CONTACT_INFO',
      'FILTERS_TOO_LIMITING',
      'EXISTING_POLICYHOLDERS',
      'LANGUAGE_BARRIER',
    ]) {
      expect(isCancelReasonCode(code)).toBe(true);
    }
  });

  it('recognizes only listed codes, case included', () => {
    expect(isCancelReasonCode('OTHER')).toBe(true);
    expect(isCancelReasonCode('other')).toBe(false);
    expect(isCancelReasonCode('NOPE')).toBe(false);
  });

  it('answers the text of a code, and an unlisted code as it is', () => {
    expect(cancelReasonText('AGENCY_CLOSED')).toBe('Agency closed');
    expect(cancelReasonText('RETIRED_CODE')).toBe('RETIRED_CODE');
  });
});
