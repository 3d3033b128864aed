import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingOperations, type CreateTransferRequest } from '@client-admin/contracts/billing';
import { callApi } from '../../../lib/call-api';
import { refreshLedger } from './refresh-ledger';

export interface CreateTransferInput {
  body: CreateTransferRequest;
  idempotencyKey: string;
}

/** Staff: moves money from one of the client's product balances to the other. */
export function createTransfer(clientId: number, { body, idempotencyKey }: CreateTransferInput) {
  return callApi(billingOperations.createTransfer, {
    params: { clientId },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateTransfer(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTransferInput) => createTransfer(clientId, input),
    onSuccess: () => refreshLedger(queryClient, clientId),
  });
}
