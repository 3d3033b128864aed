import type { Transaction } from '@client-admin/contracts/billing';
import { REFUNDABLE_KINDS } from '@client-admin/domain/billing/movement-kinds';
import { toCents } from '@client-admin/domain/money';

/** A deposit, card charge or recharge: money that came in from the client. */
export const isRefundable = (line: Transaction): boolean =>
  REFUNDABLE_KINDS.includes(line.TypeCode) && line.Amount > 0;

/**
 * What may still be refunded of a line, in cents: its amount less the refunds of it among
 * `lines` (refunds always come after what they refund, so a history from its date holds them).
 */
export function refundLeftCents(line: Transaction, lines: readonly Transaction[]): number {
  const refunded = lines
    .filter((l) => l.TypeCode === 'REFUND' && l.RelatedTransactionId === line.Id)
    .reduce((sum, l) => sum + Math.abs(toCents(l.Amount)), 0);
  return Math.max(0, toCents(line.Amount) - refunded);
}
