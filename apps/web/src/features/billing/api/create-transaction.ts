import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingOperations, type CreateTransactionRequest } from '@client-admin/contracts/billing';
import { callApi } from '../../../lib/call-api';
import { refreshLedger } from './refresh-ledger';

export interface CreateTransactionInput {
  body: CreateTransactionRequest;
  idempotencyKey: string;
}

/** Staff: a deposit, charge, credit, promo or subsidy on one product's balance. */
export function createTransaction(
  clientId: number,
  { body, idempotencyKey }: CreateTransactionInput,
) {
  return callApi(billingOperations.createTransaction, {
    params: { clientId },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateTransaction(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTransactionInput) => createTransaction(clientId, input),
    onSuccess: () => refreshLedger(queryClient, clientId),
  });
}
