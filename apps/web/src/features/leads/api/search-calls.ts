import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leadsOperations, type CallLogFilter } from '@client-admin/contracts/leads';
import { callQuery } from '../../../lib/call-query';
import { leadsKeys } from './query-keys';

/** One page of the call log; refetched every `refreshSeconds` when the auto refresh is on. */
export const searchCallsQueryOptions = (query: CallLogFilter) =>
  queryOptions({
    ...callQuery(leadsKeys.calls(query.ClientId, query), leadsOperations.searchCalls, { query }),
    placeholderData: keepPreviousData,
  });

export function useCallLog(query: CallLogFilter, refreshSeconds: number) {
  return useQuery({
    ...searchCallsQueryOptions(query),
    refetchInterval: refreshSeconds > 0 ? refreshSeconds * 1000 : false,
  });
}
