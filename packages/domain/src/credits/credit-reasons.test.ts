import { describe, expect, it } from 'vitest';
import {
  CALL_CREDIT_REASONS,
  CREDIT_REASON_CODES,
  CREDIT_REASONS_BY_TEXT,
  WEB_CREDIT_REASONS,
  creditReasonText,
  creditReasonsMatching,
  isCreditReasonOf,
} from './credit-reasons';

describe('credit reasons (seed 002 §5)', () => {
  it('has about 45 web reasons and about 10 call reasons, with no code in both lists', () => {
    expect(Object.keys(WEB_CREDIT_REASONS)).toHaveLength(45);
    expect(Object.keys(CALL_CREDIT_REASONS)).toHaveLength(10);
    expect(new Set(CREDIT_REASON_CODES).size).toBe(55);
  });

  it('covers duplicate, bad contact, filters, policyholder and language causes', () => {
    const texts = Object.values(WEB_CREDIT_REASONS).join(' ').toLowerCase();
    for (const cause of ['duplicate', 'contact', 'filter', 'policyholder', 'language']) {
      expect(texts).toContain(cause);
    }
  });

  it('offers a lead only the reasons of its type', () => {
    expect(isCreditReasonOf('Web', 'DUPLICATE')).toBe(true);
    expect(isCreditReasonOf('Call', 'DUPLICATE')).toBe(false);
    expect(isCreditReasonOf('Call', 'CALL_HANG_UP')).toBe(true);
    expect(isCreditReasonOf('Web', 'toString')).toBe(false);
  });

  it('shows a code as its text, and an unknown code as it is', () => {
    expect(creditReasonText('BAD_PHONE')).toBe('Bad phone number');
    expect(creditReasonText('CALL_HANG_UP')).toBe('Caller hung up at once');
    expect(creditReasonText('VALID_LEAD')).toBe('The lead is valid');
    expect(creditReasonText('GONE')).toBe('GONE');
  });

  it('finds the reasons whose text holds a search, in any case', () => {
    expect(creditReasonsMatching('DISCONNECTED')).toEqual(['DISCONNECTED_PHONE']);
    expect(creditReasonsMatching('hung up')).toEqual(['CALL_HANG_UP']);
    expect(creditReasonsMatching('duplicate')).toEqual([
      'DUPLICATE',
      'DUPLICATE_OTHER_CHANNEL',
      'CALL_DUPLICATE',
    ]);
    expect(creditReasonsMatching('no such reason')).toEqual([]);
  });

  it('orders every reason by its text', () => {
    expect(CREDIT_REASONS_BY_TEXT).toHaveLength(CREDIT_REASON_CODES.length);
    const texts = CREDIT_REASONS_BY_TEXT.map(creditReasonText);
    expect(texts.slice(0, 3)).toEqual([
      "Agent's own customer",
      'Bad contact information',
      'Bad e-mail address',
    ]);
    expect(texts).toEqual([...texts].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
