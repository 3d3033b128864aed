import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { creditsOperations, type LeadCreditsFilter } from '@client-admin/contracts/credits';
import { callQuery } from '../../../lib/call-query';
import { creditsKeys } from './query-keys';

/** One page of lead credit requests, newest request first by default. */
export const leadCreditsQueryOptions = (query: LeadCreditsFilter) =>
  queryOptions({
    ...callQuery(creditsKeys.list(query), creditsOperations.getLeadCredits, { query }),
    placeholderData: keepPreviousData,
  });

export function useLeadCredits(query: LeadCreditsFilter) {
  return useQuery(leadCreditsQueryOptions(query));
}
