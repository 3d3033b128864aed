import { useQuery } from '@tanstack/react-query';
import { creditsOperations, type DialerCall } from '@client-admin/contracts/credits';
import { callQuery } from '../../../lib/call-query';
import { creditsKeys } from './query-keys';

/** How often the status of a call that is up is read again (every two seconds). */
const CALL_STATUS_POLL_MS = 2000;

const LIVE_STATUSES: readonly DialerCall['status'][] = ['ringing', 'in-progress'];

/** Whether a call in this status is up: ringing or talking. */
export const isCallUp = (call: DialerCall | undefined): boolean =>
  call !== undefined && LIVE_STATUSES.includes(call.status);

/**
 * The status of the phone's dialer call. The call buttons put their answer in this query; it is
 * read again every two seconds for as long as the call is up, and not at all before a call.
 */
export function useCallStatus(phone: string) {
  return useQuery({
    ...callQuery(creditsKeys.callStatus(phone), creditsOperations.getCallStatus, {
      params: { phone },
    }),
    enabled: (query) => isCallUp(query.state.data),
    refetchInterval: (query) => (isCallUp(query.state.data) ? CALL_STATUS_POLL_MS : false),
  });
}
