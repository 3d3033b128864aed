import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientOperations, type ClientSearchQuery } from '@client-admin/contracts/clients';
import { callApi } from '../../../lib/call-api';
import { clientKeys } from '../../../lib/client/client-keys';

export function searchClients(params: ClientSearchQuery, signal?: AbortSignal) {
  return callApi(clientOperations.searchClients, { query: params, signal });
}

/** The dashboard always sends the whole search: it is the query key too. */
export const searchClientsQueryOptions = (params: ClientSearchQuery) =>
  queryOptions({
    queryKey: clientKeys.search(params),
    queryFn: ({ signal }) => searchClients(params, signal),
    // Keeps the current page on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export function useSearchClients(params: ClientSearchQuery) {
  return useQuery(searchClientsQueryOptions(params));
}
