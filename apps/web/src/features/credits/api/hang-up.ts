import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditsOperations } from '@client-admin/contracts/credits';
import { callApi } from '../../../lib/call-api';
import type { PhonePair } from './call-consumer';
import { creditsKeys } from './query-keys';

/** Ends the dialer call between the staff member's phone and the consumer's. */
export const hangUp = (pair: PhonePair) =>
  callApi(creditsOperations.hangUp, { query: { ...pair } });

export function useHangUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hangUp,
    // The answer does not say whose call it is: both phones' statuses are read again.
    onSuccess: (_call, pair) =>
      Promise.all(
        [pair.fromPhoneNumber, pair.toPhoneNumber].map((phone) =>
          queryClient.invalidateQueries({ queryKey: creditsKeys.callStatus(phone) }),
        ),
      ),
  });
}
