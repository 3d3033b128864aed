import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientSearchResponse, type ClientSearchResponse } from '@client-admin/contracts/clients';
import { api } from '../../../lib/http';

export interface ClientSearchParams {
  q: string;
  page: number;
  pageSize: number;
  sortBy: string;
  includeCancel: boolean;
}

export function searchClients(params: ClientSearchParams, signal?: AbortSignal) {
  return api<ClientSearchResponse>('/api/clients/search', {
    query: { ...params },
    schema: clientSearchResponse,
    signal,
  });
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
