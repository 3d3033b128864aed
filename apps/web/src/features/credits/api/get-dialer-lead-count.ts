import { queryOptions, useQuery } from '@tanstack/react-query';
import { creditsOperations, type DialerFilter } from '@client-admin/contracts/credits';
import { callQuery } from '../../../lib/call-query';
import { creditsKeys } from './query-keys';

export const dialerLeadCountQueryOptions = (filter: DialerFilter) =>
  queryOptions(
    callQuery(creditsKeys.dialerCount(filter), creditsOperations.getDialerLeadCount, {
      query: filter,
    }),
  );

/** How many pending credit requests match the dialer's filter. */
export function useDialerLeadCount(filter: DialerFilter) {
  return useQuery(dialerLeadCountQueryOptions(filter));
}
