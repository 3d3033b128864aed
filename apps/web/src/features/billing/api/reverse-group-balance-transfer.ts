import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billingOperations,
  type ReverseGroupBalanceTransferRequest,
} from '@client-admin/contracts/billing';
import { callApi } from '../../../lib/call-api';
import { refreshLedger } from './refresh-ledger';

export interface ReverseGroupBalanceTransferInput {
  body: ReverseGroupBalanceTransferRequest;
  idempotencyKey: string;
}

/** Staff: moves a group balance transfer's amount back to the client that sent it (once). */
export function reverseGroupBalanceTransfer(
  transferId: number,
  { body, idempotencyKey }: ReverseGroupBalanceTransferInput,
) {
  return callApi(billingOperations.reverseGroupBalanceTransfer, {
    params: { id: transferId },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useReverseGroupBalanceTransfer(transferId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReverseGroupBalanceTransferInput) =>
      reverseGroupBalanceTransfer(transferId, input),
    // The reversal's lines name both clients: each one's balances and lists are read again.
    onSuccess: (answer) =>
      Promise.all(
        [...new Set(answer.items.map((line) => line.ClientId))].map((clientId) =>
          refreshLedger(queryClient, clientId),
        ),
      ),
  });
}
