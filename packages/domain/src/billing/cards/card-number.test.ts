import { describe, expect, it } from 'vitest';
import { cardBrand, cardNumberDisplay, lastFour, passesLuhn } from './card-number';

describe('card numbers', () => {
  it('passes the Luhn check for the sandbox test numbers and refuses a changed digit', () => {
    for (const n of [
      '4111111111111111',
      '5424000000000015',
      '4000000000000002',
      '4000000000000119',
    ])
      expect(passesLuhn(n)).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4111')).toBe(false);
    expect(passesLuhn('4111 1111 1111 1111')).toBe(false);
  });

  it('knows the brand by prefix and shows only the last four', () => {
    expect(cardBrand('4111111111111111')).toBe('Visa');
    expect(cardBrand('5424000000000015')).toBe('MasterCard');
    expect(cardBrand('2221000000000009')).toBe('MasterCard');
    expect(cardBrand('378282246310005')).toBe('AmericanExpress');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('9111111111111111')).toBe('Unknown');
    expect(lastFour('4111111111111111')).toBe('1111');
    expect(cardNumberDisplay('0015')).toBe('XXXX0015');
  });
});
