import { describe, expect, it } from 'vitest';
import type { Transaction } from '@client-admin/contracts/billing';
import { isReversibleGroupTransfer } from './group-transfer-reversal';

const line = (over: Partial<Transaction>): Transaction => ({
  Id: 10,
  Amount: -60,
  ClientId: 2,
  CreateDate: '2026-11-20T15:00:00.000Z',
  Description: 'Covering client 3',
  Service: 1,
  TypeCode: 'GROUP_BALANCE_TRANSFER',
  CardCheckNumber: null,
  PromoCode: null,
  RelatedTransactionId: null,
  ...over,
});

describe('isReversibleGroupTransfer', () => {
  const transfer = line({});
  const reversal = line({ Id: 11, Amount: 60, RelatedTransactionId: 10 });

  it('offers a group balance transfer sent or received', () => {
    expect(isReversibleGroupTransfer(transfer, [transfer])).toBe(true);
    expect(isReversibleGroupTransfer(line({ Amount: 60 }), [])).toBe(true);
  });

  it('does not offer a reversal, nor a transfer the history shows reversed', () => {
    expect(isReversibleGroupTransfer(reversal, [reversal, transfer])).toBe(false);
    expect(isReversibleGroupTransfer(transfer, [reversal, transfer])).toBe(false);
  });

  it('does not offer other transactions, even one related to the transfer', () => {
    expect(isReversibleGroupTransfer(line({ TypeCode: 'DEPOSIT' }), [])).toBe(false);
    const replacement = line({
      Id: 12,
      TypeCode: 'GROUP_DEBT_REPLACEMENT',
      RelatedTransactionId: 10,
    });
    expect(isReversibleGroupTransfer(transfer, [replacement, transfer])).toBe(true);
  });
});
