import type { Transaction } from '@client-admin/contracts/billing';

/**
 * A group balance transfer the client received: the line staff may replace (decision 0040). Whether
 * it came from the client's group the API answers when the dialog asks for the candidates.
 */
export const isReceivedGroupTransfer = (line: Transaction): boolean =>
  line.TypeCode === 'GROUP_BALANCE_TRANSFER' && line.Amount > 0;
