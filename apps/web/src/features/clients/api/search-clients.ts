import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientOperations, type ClientSearchQuery } from '@client-admin/contracts/clients';
import { callQuery } from '../../../lib/call-query';
import { clientKeys } from '../../../lib/client/client-keys';

/** The dashboard always sends the whole search: it is the query key too. */
export const searchClientsQueryOptions = (params: ClientSearchQuery) =>
  queryOptions({
    ...callQuery(clientKeys.search(params), clientOperations.searchClients, { query: params }),
    // Keeps the current page on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export function useSearchClients(params: ClientSearchQuery) {
  return useQuery(searchClientsQueryOptions(params));
}
