import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditsOperations } from '@client-admin/contracts/credits';
import { callApi } from '../../../lib/call-api';
import { creditsKeys } from './query-keys';

/** Rings the staff member's own phone: the first leg of a dialer call. */
export const callCaller = (callerPhoneNumber: string) =>
  callApi(creditsOperations.callCaller, { query: { callerPhoneNumber } });

/** The answer is the call's first status: the status poll starts from it. */
export function useCallCaller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callCaller,
    onSuccess: (call, phone) => queryClient.setQueryData(creditsKeys.callStatus(phone), call),
  });
}
