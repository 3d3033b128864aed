import { useQuery } from '@tanstack/react-query';
import { emailHistoryOperations } from '@client-admin/contracts/email-history';
import { callQuery } from '../../../lib/call-query';
import { emailHistoryKeys } from './query-keys';

/** The client's addresses on the blocked, bounced, invalid and spam lists. */
export function useEmailStatus(clientId: number) {
  return useQuery(
    callQuery(emailHistoryKeys.status(clientId), emailHistoryOperations.getEmailStatus, {
      params: { id: clientId },
    }),
  );
}
