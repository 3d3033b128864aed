import { queryOptions, useQuery } from '@tanstack/react-query';
import { creditsOperations, type DialerFilter } from '@client-admin/contracts/credits';
import { callQuery } from '../../../lib/call-query';
import { creditsKeys } from './query-keys';

export const dialerLeadQueryOptions = (filter: DialerFilter) =>
  queryOptions(
    callQuery(creditsKeys.dialerLead(filter), creditsOperations.getDialerLead, { query: filter }),
  );

/** The oldest pending credit request matching the dialer's filter (null when none). */
export function useDialerLead(filter: DialerFilter) {
  return useQuery(dialerLeadQueryOptions(filter));
}
