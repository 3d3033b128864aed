import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSearchQuery, ClientSearchResponse } from '@client-admin/contracts/clients';
import { clientCalls } from '@client-admin/contracts/clients.calls';
import { callWithoutSchema } from '../../../lib/call-api';
import { checkContract } from '../../../lib/contract-check';
import { clientKeys } from './query-keys';

/**
 * The dashboard always sends the whole search: it is the query key too. On client services' first
 * screen: called without zod, its answer checked against the contract in development and tests.
 */
export const searchClientsQueryOptions = (params: ClientSearchQuery) =>
  queryOptions({
    queryKey: clientKeys.search(params),
    queryFn: async ({ signal }): Promise<ClientSearchResponse> =>
      checkContract(
        await callWithoutSchema(clientCalls.searchClients, { query: params, signal }),
        () => import('@client-admin/contracts/clients').then((m) => m.clientSearchResponse),
      ),
    // Keeps the current page on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export function useSearchClients(params: ClientSearchQuery) {
  return useQuery(searchClientsQueryOptions(params));
}
