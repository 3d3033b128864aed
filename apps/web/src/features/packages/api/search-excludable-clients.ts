import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { packageOperations } from '@client-admin/contracts/packages';
import { callApi } from '../../../lib/call-api';
import { packageKeys } from './query-keys';

export function searchExcludableClients(q: string, signal?: AbortSignal) {
  return callApi(packageOperations.searchExcludableClients, {
    query: { q: q || undefined },
    signal,
  });
}

export const searchExcludableClientsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: packageKeys.excludableClients(q),
    queryFn: ({ signal }) => searchExcludableClients(q, signal),
    placeholderData: keepPreviousData,
  });

export function useExcludableClients(q: string, enabled: boolean) {
  return useQuery({ ...searchExcludableClientsQueryOptions(q), enabled });
}
