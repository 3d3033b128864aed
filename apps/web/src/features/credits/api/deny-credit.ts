import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditsOperations, type DenyCreditBody } from '@client-admin/contracts/credits';
import { callApi } from '../../../lib/call-api';
import { creditsKeys } from './query-keys';

export interface DenyCreditInput {
  leadId: number;
  body: DenyCreditBody;
}

/** Denies a lead's pending credit with a denial reason and a description. */
export function denyCredit({ leadId, body }: DenyCreditInput) {
  return callApi(creditsOperations.denyCredit, { params: { id: leadId }, body });
}

export function useDenyCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: denyCredit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditsKeys.all() }),
  });
}
