import { queryOptions, useQuery } from '@tanstack/react-query';
import { creditsOperations, type TopReasonsQuery } from '@client-admin/contracts/credits';
import { callQuery } from '../../../lib/call-query';
import { creditsKeys } from './query-keys';

export const topReasonsQueryOptions = (query: TopReasonsQuery) =>
  queryOptions(
    callQuery(creditsKeys.topReasons(query), creditsOperations.getTopReasons, { query }),
  );

/** The most frequent credit request reasons of a range of request days. */
export function useTopReasons(query: TopReasonsQuery) {
  return useQuery(topReasonsQueryOptions(query));
}
