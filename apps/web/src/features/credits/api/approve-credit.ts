import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditsOperations } from '@client-admin/contracts/credits';
import type { LeadType } from '@client-admin/domain/leads/leads-constants';
import { callApi } from '../../../lib/call-api';
import { creditProductOf } from '../../../lib/credit-product';
import { creditsKeys } from './query-keys';

export interface ApproveCreditInput {
  leadId: number;
  leadType: LeadType;
  idempotencyKey: string;
}

/** Approves a lead's pending credit: its price goes back to the client's balance. */
export function approveCredit({ leadId, leadType, idempotencyKey }: ApproveCreditInput) {
  return callApi(creditsOperations.approveCredit, {
    params: { id: leadId, product: creditProductOf(leadType) },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useApproveCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCredit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditsKeys.all() }),
  });
}
