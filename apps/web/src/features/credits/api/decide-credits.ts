import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditsOperations, type DecisionBody } from '@client-admin/contracts/credits';
import { callApi } from '../../../lib/call-api';
import { creditsKeys } from './query-keys';

export interface DecideCreditsInput {
  body: DecisionBody;
  idempotencyKey: string;
}

/** Approves (crediting each lead's price back) or denies pending credits. */
export function decideCredits({ body, idempotencyKey }: DecideCreditsInput) {
  return callApi(creditsOperations.decide, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useDecideCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCredits,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditsKeys.all() }),
  });
}
