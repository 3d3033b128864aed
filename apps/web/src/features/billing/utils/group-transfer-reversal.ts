import type { Transaction } from '@client-admin/contracts/billing';

const isGroupTransfer = (line: Transaction) => line.TypeCode === 'GROUP_BALANCE_TRANSFER';

/**
 * Whether staff are offered to reverse the line (decision 0083): a group balance transfer that is
 * not itself a reversal (those name the transfer they undo) and that no line of the history
 * reverses. The history may miss a reversal (it starts with the range); the API answers 409 then.
 */
export const isReversibleGroupTransfer = (
  line: Transaction,
  history: readonly Transaction[],
): boolean =>
  isGroupTransfer(line) &&
  line.RelatedTransactionId === null &&
  !history.some((other) => isGroupTransfer(other) && other.RelatedTransactionId === line.Id);
