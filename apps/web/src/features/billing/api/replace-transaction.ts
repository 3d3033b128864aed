import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billingMoneyOperations,
  type ReplaceTransactionRequest,
} from '@client-admin/contracts/billing-money';
import { callApi } from '../../../lib/call-api';
import { refreshLedger } from './refresh-ledger';

export interface ReplaceTransactionInput {
  body: ReplaceTransactionRequest & { amount: number };
  idempotencyKey: string;
}

/** Staff: pays a group debt transaction back from one of the client's own transactions. */
export function replaceTransaction(
  clientId: number,
  debtId: number,
  { body: { amount, ...body }, idempotencyKey }: ReplaceTransactionInput,
) {
  return callApi(billingMoneyOperations.replaceTransaction, {
    params: { clientId, transactionId: debtId },
    query: { amount },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useReplaceTransaction(clientId: number, debtId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplaceTransactionInput) => replaceTransaction(clientId, debtId, input),
    onSuccess: () => refreshLedger(queryClient, clientId),
  });
}
