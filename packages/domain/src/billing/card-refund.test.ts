import { describe, expect, it } from 'vitest';
import { cardRefundReference, refundsToCard } from './card-refund';

describe('refunds to the card', () => {
  it('goes back to the card only for card-paid money with a vault charge on record', () => {
    expect(refundsToCard('CARD_CHARGE', true)).toBe(true);
    expect(refundsToCard('RECHARGE', true)).toBe(true);
    expect(refundsToCard('CARD_CHARGE', false)).toBe(false);
    expect(refundsToCard('DEPOSIT', true)).toBe(false);
  });

  it('names each attempt of a claim with its own reference, at most 20 characters', () => {
    expect(cardRefundReference(42, 1)).toBe('refund-42-1');
    expect(cardRefundReference(42, 2)).not.toBe(cardRefundReference(42, 1));
    expect(cardRefundReference(2_147_483_647, 99).length).toBeLessThanOrEqual(20);
  });
});
