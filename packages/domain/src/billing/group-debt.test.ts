import { describe, expect, it } from 'vitest';
import {
  GROUP_DEBT_MESSAGES as M,
  isGroupDebtOf,
  leftCents,
  REPLACEMENT_SOURCE_KINDS,
  replacementError,
  sameGroup,
  type GroupTransferView,
} from './group-debt';

const transfer = (over: Partial<GroupTransferView> = {}): GroupTransferView => ({
  kind: 'GROUP_BALANCE_TRANSFER',
  sourceClientId: 1,
  sourceParentCompany: 'ALLSTATE',
  targetClientId: 2,
  targetParentCompany: 'ALLSTATE',
  ...over,
});

describe('group debt replacement', () => {
  it('groups clients by a shared parent company', () => {
    expect(sameGroup('ALLSTATE', 'ALLSTATE')).toBe(true);
    expect(sameGroup('ALLSTATE', 'FARMERS')).toBe(false);
    expect(sameGroup(null, null)).toBe(false);
    expect(sameGroup('', '')).toBe(false);
  });

  it('is a group balance transfer the client received from its group', () => {
    expect(isGroupDebtOf(transfer(), 2)).toBe(true);
    expect(isGroupDebtOf(transfer(), 1)).toBe(false);
    expect(isGroupDebtOf(transfer({ sourceParentCompany: 'FARMERS' }), 2)).toBe(false);
    expect(isGroupDebtOf(transfer({ kind: 'TRANSFER' }), 2)).toBe(false);
    expect(isGroupDebtOf(transfer({ sourceClientId: 2 }), 2)).toBe(false);
  });

  it('is replaced from deposits, card charges and recharges', () => {
    expect(REPLACEMENT_SOURCE_KINDS).toEqual(['DEPOSIT', 'CARD_CHARGE', 'RECHARGE']);
  });

  it('keeps what is left at 0 or more', () => {
    expect(leftCents(10_000, 2_500, 1_000)).toBe(6_500);
    expect(leftCents(10_000, 12_000)).toBe(0);
    expect(leftCents(10_000)).toBe(10_000);
  });

  it('never replaces above the debt left, nor from a source with too little left', () => {
    expect(
      replacementError({ amountCents: 5_000, debtLeftCents: 5_000, sourceLeftCents: 5_000 }),
    ).toBeNull();
    expect(
      replacementError({ amountCents: 5_001, debtLeftCents: 5_000, sourceLeftCents: 9_000 }),
    ).toEqual({ field: 'amount', message: M.replacementAboveDebt });
    expect(
      replacementError({ amountCents: 5_000, debtLeftCents: 9_000, sourceLeftCents: 4_999 }),
    ).toEqual({ field: 'ReplacementTransactionId', message: M.sourceTooSmall });
  });
});
