import { describe, expect, it } from 'vitest';
import {
  isManualKind,
  MOVEMENT_KINDS,
  REFUNDABLE_KINDS,
  TRANSACTION_TYPES,
} from './movement-kinds';

describe('transaction types', () => {
  it('lists every movement kind once', () => {
    expect(TRANSACTION_TYPES.map((t) => t.code)).toEqual([...MOVEMENT_KINDS]);
  });

  it('lets staff create deposits, charges, credits, promos and subsidies by hand only', () => {
    expect(MOVEMENT_KINDS.filter(isManualKind)).toEqual([
      'DEPOSIT',
      'CHARGE',
      'CREDIT',
      'PROMO',
      'SUBSIDY',
    ]);
    expect(isManualKind('REFUND')).toBe(false);
    expect(isManualKind('deposit')).toBe(false);
  });

  it('refunds only money that came in', () => {
    expect(REFUNDABLE_KINDS).toEqual(['DEPOSIT', 'CARD_CHARGE', 'RECHARGE']);
  });
});
