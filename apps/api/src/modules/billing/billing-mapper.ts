import type {
  Balance,
  GroupBalanceTransfer,
  LedgerResult,
  Transaction,
} from '@client-admin/contracts/billing';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { toDollars } from '@client-admin/domain/money';
import type { BalanceRow, GroupTransferRow, TransactionLine } from './ledger.repository';
import type { Posted } from './ledger.service';

export function toBalance(clientId: number, productType: number, row: BalanceRow | null): Balance {
  return {
    clientId,
    productType,
    balance: toDollars(row?.balanceCents ?? 0),
    limit: toDollars(row?.limitCents ?? 0),
  };
}

export function toTransaction(line: TransactionLine): Transaction {
  const t = line.transaction;
  return {
    Id: t.id,
    Amount: toDollars(line.amountCents),
    ClientId: line.clientId,
    CreateDate: t.createDate.toISOString(),
    Description: t.description,
    Service: line.productType,
    TypeCode: t.kind,
    CardCheckNumber: t.cardCheckNumber,
    PromoCode: t.promoCode,
    RelatedTransactionId: t.relatedTransactionId,
  };
}

/** A movement's answer: its lines on client balances and those balances after it. */
export function toLedgerResult(posted: Posted): LedgerResult {
  return {
    message: M.transactionCreated,
    items: posted.entries
      .filter((e) => e.account === 'client')
      .map((e) =>
        toTransaction({
          transaction: posted.transaction,
          clientId: e.clientId,
          productType: e.productType,
          amountCents: e.amountCents,
        }),
      ),
    balances: posted.balances.map((b) => toBalance(b.clientId, b.productType, b)),
  };
}

export function toGroupBalanceTransfer(row: GroupTransferRow): GroupBalanceTransfer {
  const t = row.transaction;
  return {
    Id: t.id,
    Amount: toDollars(t.amountCents),
    SourceClientId: t.clientId,
    TargetClientId: row.targetClientId,
    Service: t.productType,
    CreateDate: t.createDate.toISOString(),
    Description: t.description,
  };
}
