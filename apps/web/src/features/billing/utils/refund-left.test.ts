import { describe, expect, it } from 'vitest';
import type { Transaction } from '@client-admin/contracts/billing';
import { isRefundable, refundLeftCents } from './refund-left';

const line = (over: Partial<Transaction>): Transaction => ({
  Id: 1,
  Amount: 150,
  ClientId: 1,
  CreateDate: '2026-11-02T10:00:00Z',
  Description: '',
  Service: 1,
  TypeCode: 'DEPOSIT',
  CardCheckNumber: null,
  PromoCode: null,
  RelatedTransactionId: null,
  ...over,
});

describe('refunds', () => {
  it('refunds only money that came in', () => {
    expect(isRefundable(line({}))).toBe(true);
    expect(isRefundable(line({ TypeCode: 'CARD_CHARGE' }))).toBe(true);
    expect(isRefundable(line({ TypeCode: 'PROMO' }))).toBe(false);
    expect(isRefundable(line({ TypeCode: 'LEAD_CHARGE', Amount: -10 }))).toBe(false);
  });

  it('leaves the amount less the refunds of that line', () => {
    const deposit = line({});
    const lines = [
      deposit,
      line({ Id: 2, TypeCode: 'REFUND', Amount: -50.25, RelatedTransactionId: 1 }),
      line({ Id: 3, TypeCode: 'REFUND', Amount: -20, RelatedTransactionId: 9 }),
    ];
    expect(refundLeftCents(deposit, lines)).toBe(9_975);
    expect(refundLeftCents(deposit, [deposit])).toBe(15_000);
  });
});
