import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientOperations, type ClientSearchQuery } from '@client-admin/contracts/clients';
import { callApi } from '../../../lib/call-api';

/** The dashboard always sends the whole search: it is the query key too. */
export type ClientSearchParams = ClientSearchQuery;

export function searchClients(params: ClientSearchParams, signal?: AbortSignal) {
  return callApi(clientOperations.searchClients, { query: params, signal });
}

export const searchClientsQueryOptions = (params: ClientSearchParams) =>
  queryOptions({
    queryKey: ['clients', 'search', params],
    queryFn: ({ signal }) => searchClients(params, signal),
    // Keeps the current page on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export function useSearchClients(params: ClientSearchParams) {
  return useQuery(searchClientsQueryOptions(params));
}
