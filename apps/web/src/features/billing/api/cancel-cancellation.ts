import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingCancellationOperations } from '@client-admin/contracts/billing-cancellation';
import { callApi } from '../../../lib/call-api';
import { afterCancellationChange } from './cancel-client';

export const cancelCancellation = (clientId: number) =>
  callApi(billingCancellationOperations.cancelCancellation, { params: { id: clientId } });

/** Withdraws the client's scheduled cancellation. */
export function useCancelCancellation(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelCancellation(clientId),
    onSuccess: (answer) => afterCancellationChange(queryClient, clientId, answer),
  });
}
