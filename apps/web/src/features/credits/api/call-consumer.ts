import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditsOperations } from '@client-admin/contracts/credits';
import { callApi } from '../../../lib/call-api';
import { creditsKeys } from './query-keys';

export interface PhonePair {
  fromPhoneNumber: string;
  toPhoneNumber: string;
}

/** Connects the staff member's phone (already answered) to the consumer's; answers the latter. */
export const callConsumer = (pair: PhonePair) =>
  callApi(creditsOperations.callConsumer, { query: { ...pair } });

export function useCallConsumer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callConsumer,
    onSuccess: (call, pair) =>
      queryClient.setQueryData(creditsKeys.callStatus(pair.toPhoneNumber), call),
  });
}
