import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { packageOperations } from '@client-admin/contracts/packages';
import { callQuery } from '../../../lib/call-query';
import { packageKeys } from './query-keys';

export const searchExcludableClientsQueryOptions = (q: string) =>
  queryOptions({
    ...callQuery(packageKeys.excludableClients(q), packageOperations.searchExcludableClients, {
      query: { q: q || undefined },
    }),
    placeholderData: keepPreviousData,
  });

export function useExcludableClients(q: string, enabled: boolean) {
  return useQuery({ ...searchExcludableClientsQueryOptions(q), enabled });
}
