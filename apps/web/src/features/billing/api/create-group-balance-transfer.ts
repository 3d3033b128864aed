import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billingOperations,
  type CreateGroupBalanceTransferRequest,
} from '@client-admin/contracts/billing';
import { callApi } from '../../../lib/call-api';
import { refreshLedger } from './refresh-ledger';

export interface CreateGroupBalanceTransferInput {
  body: CreateGroupBalanceTransferRequest;
  idempotencyKey: string;
}

/** Staff: moves money from this client's balance of a product to another client's. */
export function createGroupBalanceTransfer(
  clientId: number,
  { body, idempotencyKey }: CreateGroupBalanceTransferInput,
) {
  return callApi(billingOperations.createGroupBalanceTransfer, {
    params: { id: clientId },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateGroupBalanceTransfer(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGroupBalanceTransferInput) =>
      createGroupBalanceTransfer(clientId, input),
    onSuccess: (_answer, { body }) =>
      Promise.all([
        refreshLedger(queryClient, clientId),
        refreshLedger(queryClient, body.TargetClientId),
      ]),
  });
}
