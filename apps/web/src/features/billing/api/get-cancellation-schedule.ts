import { useQuery } from '@tanstack/react-query';
import { billingCancellationOperations } from '@client-admin/contracts/billing-cancellation';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** The pending cancellation flag, with the day it is scheduled for. */
export function useCancellationSchedule(clientId: number) {
  return useQuery(
    callQuery(
      billingKeys.cancellation(clientId),
      billingCancellationOperations.isCancellationScheduled,
      {
        params: { id: clientId },
      },
    ),
  );
}
