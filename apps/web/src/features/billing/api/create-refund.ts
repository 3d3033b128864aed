import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingOperations, type RefundRequest } from '@client-admin/contracts/billing';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import { callApi } from '../../../lib/call-api';
import { refreshLedger } from './refresh-ledger';

export interface CreateRefundInput {
  productType: ProductType;
  body: RefundRequest;
  idempotencyKey: string;
}

/** Staff: refunds (part of) a deposit or card charge of the product's balance. */
export function createRefund({ productType, body, idempotencyKey }: CreateRefundInput) {
  return callApi(billingOperations.refund, {
    params: { serviceTypeId: productType },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateRefund(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRefund,
    onSuccess: () => refreshLedger(queryClient, clientId),
  });
}
