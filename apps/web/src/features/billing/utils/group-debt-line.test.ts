import { describe, expect, it } from 'vitest';
import type { Transaction } from '@client-admin/contracts/billing';
import { isReceivedGroupTransfer } from './group-debt-line';

const line = (over: Partial<Transaction>): Transaction => ({
  Id: 1,
  Amount: 50,
  ClientId: 3,
  CreateDate: '2026-11-24T10:00:00.000Z',
  Description: '',
  Service: 1,
  TypeCode: 'GROUP_BALANCE_TRANSFER',
  CardCheckNumber: null,
  PromoCode: null,
  RelatedTransactionId: null,
  ...over,
});

describe('group debt lines', () => {
  it('offers Replace on a group balance transfer the client received, not one it sent', () => {
    expect(isReceivedGroupTransfer(line({}))).toBe(true);
    expect(isReceivedGroupTransfer(line({ Amount: -50 }))).toBe(false);
    expect(isReceivedGroupTransfer(line({ TypeCode: 'DEPOSIT' }))).toBe(false);
  });
});
