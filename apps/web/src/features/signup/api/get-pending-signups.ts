import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { signupOperations, type PendingSignupsQuery } from '@client-admin/contracts/signup';

/** A page of the list as the screen asks for it. */
export type PendingSignupsFilter = Required<Pick<PendingSignupsQuery, 'sortBy'>> & {
  page: number;
  size: number;
  search?: string;
};
import { callQuery } from '../../../lib/call-query';
import { signupKeys } from './query-keys';

/** One page of the signups not yet signed, latest update first (100 a page, seed 002 §9). */
export const pendingSignupsQueryOptions = (query: PendingSignupsFilter) =>
  queryOptions({
    ...callQuery(signupKeys.pending(query), signupOperations.getPendingSignups, {
      query: { ...query },
    }),
    placeholderData: keepPreviousData,
  });

export function usePendingSignups(query: PendingSignupsFilter) {
  return useQuery(pendingSignupsQueryOptions(query));
}
