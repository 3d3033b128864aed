import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  emailHistoryOperations,
  type EmailHistoryQuery,
} from '@client-admin/contracts/email-history';
import { callQuery } from '../../../lib/call-query';
import { emailHistoryKeys } from './query-keys';

export const emailHistoryQueryOptions = (clientId: number, query: EmailHistoryQuery) =>
  queryOptions({
    ...callQuery(
      emailHistoryKeys.history(clientId, query),
      emailHistoryOperations.getEmailHistory,
      {
        params: { id: clientId },
        query,
      },
    ),
    placeholderData: keepPreviousData,
  });

/** A page of the e-mails the client was sent, last event first. */
export function useEmailHistory(clientId: number, query: EmailHistoryQuery) {
  return useQuery(emailHistoryQueryOptions(clientId, query));
}
