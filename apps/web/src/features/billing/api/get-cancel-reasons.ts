import { useQuery } from '@tanstack/react-query';
import { billingCancellationOperations } from '@client-admin/contracts/billing-cancellation';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** The reasons a client may be cancelled for, code and text; they do not change while open. */
export function useCancelReasons(clientId: number) {
  return useQuery({
    ...callQuery(
      billingKeys.cancelReasons(clientId),
      billingCancellationOperations.getCancelReasons,
      {
        params: { id: clientId },
      },
    ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
