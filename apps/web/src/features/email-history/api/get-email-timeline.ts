import { useQuery } from '@tanstack/react-query';
import { emailHistoryOperations } from '@client-admin/contracts/email-history';
import { callQuery } from '../../../lib/call-query';
import { emailHistoryKeys } from './query-keys';

/** One message of the client and its events, oldest first. */
export function useEmailTimeline(clientId: number, messageId: number) {
  return useQuery(
    callQuery(
      emailHistoryKeys.timeline(clientId, messageId),
      emailHistoryOperations.getEmailTimeline,
      { params: { id: clientId, messageId } },
    ),
  );
}
