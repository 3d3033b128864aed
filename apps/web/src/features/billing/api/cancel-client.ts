import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  billingCancellationOperations,
  type CancellationAnswer,
  type CancelClientRequest,
} from '@client-admin/contracts/billing-cancellation';
import { callApi } from '../../../lib/call-api';
import { clientKey } from '../../../lib/current-client';
import { billingKeys } from './query-keys';

export const cancelClient = (clientId: number, body: CancelClientRequest) =>
  callApi(billingCancellationOperations.cancelClient, { params: { id: clientId }, body });

/** Keeps the answer's flag and reloads the client, whose status a cancellation today changed. */
export function afterCancellationChange(
  queryClient: QueryClient,
  clientId: number,
  { isCancellationScheduled, effectiveDate, reasonCode }: CancellationAnswer,
) {
  queryClient.setQueryData(billingKeys.cancellation(clientId), {
    isCancellationScheduled,
    effectiveDate,
    reasonCode,
  });
  return queryClient.invalidateQueries({ queryKey: clientKey(clientId) });
}

/** Cancels the client today, or schedules its cancellation for a later day. */
export function useCancelClient(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelClientRequest) => cancelClient(clientId, body),
    onSuccess: (answer) => afterCancellationChange(queryClient, clientId, answer),
  });
}
