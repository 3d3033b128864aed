import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  promoOperations,
  type GrantPromoRequest,
  type ZeroPromoRequest,
} from '@client-admin/contracts/billing-promos';
import { callApi } from '../../../lib/call-api';
import { refreshLedger } from './refresh-ledger';

export interface GrantPromoInput {
  body: GrantPromoRequest;
  idempotencyKey: string;
}

/** Staff: grants the client a promo, its own PROMO ledger entry. */
export const grantPromo = (clientId: number, { body, idempotencyKey }: GrantPromoInput) =>
  callApi(promoOperations.grantPromo, {
    params: { id: clientId },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useGrantPromo(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GrantPromoInput) => grantPromo(clientId, input),
    onSuccess: () => refreshLedger(queryClient, clientId),
  });
}

/** Staff: records a promo worth $0 (no money moves). */
export const zeroPromo = (body: ZeroPromoRequest) => callApi(promoOperations.zeroPromo, { body });

export function useZeroPromo(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: ZeroPromoRequest; idempotencyKey: string }) =>
      zeroPromo(input.body),
    onSuccess: () => refreshLedger(queryClient, clientId),
  });
}
