import { useQuery } from '@tanstack/react-query';
import { billingMoneyOperations } from '@client-admin/contracts/billing-money';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** The client's transactions that can replace a group debt transaction for the amount. */
export const getReplacementCandidatesQueryOptions = (
  clientId: number,
  debtId: number,
  amount: number,
) =>
  callQuery(
    billingKeys.replacementCandidates(clientId, debtId, amount),
    billingMoneyOperations.getGroupDebtReplacementTransactions,
    { params: { clientId, transactionId: debtId }, query: { amount } },
  );

/** Asks only once an amount is entered (`amount` null until then). */
export function useReplacementCandidates(clientId: number, debtId: number, amount: number | null) {
  return useQuery({
    ...getReplacementCandidatesQueryOptions(clientId, debtId, amount ?? 0),
    enabled: amount !== null,
  });
}
