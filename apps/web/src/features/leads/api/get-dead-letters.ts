import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leadsOperations, type DeadLettersFilter } from '@client-admin/contracts/leads';
import { callQuery } from '../../../lib/call-query';
import { leadsKeys } from './query-keys';

export const deadLettersQueryOptions = (query: DeadLettersFilter) =>
  queryOptions({
    ...callQuery(leadsKeys.deadLetters(query), leadsOperations.getDeadLetters, { query }),
    placeholderData: keepPreviousData,
  });

/** Developers: the lead deliveries that exhausted their retries. */
export function useDeadLetters(query: DeadLettersFilter) {
  return useQuery(deadLettersQueryOptions(query));
}
