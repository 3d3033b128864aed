/** What a card number says about itself, read by the sandbox vault (never stored). */

export const CARD_BRANDS = [
  'Visa',
  'MasterCard',
  'AmericanExpress',
  'Discover',
  'Unknown',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The Luhn (mod 10) check every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand by the number's issuer prefix. */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'AmericanExpress';
  if (/^(6011|65)/.test(digits)) return 'Discover';
  return 'Unknown';
}

/** The last four digits, all that is ever kept or shown of a number. */
export const lastFour = (digits: string) => digits.slice(-4);

/** How a stored card is shown: 'XXXX1111', as the provider masks it. */
export const cardNumberDisplay = (last4: string) => `XXXX${last4}`;
