import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientLogsResponse, type ClientLogsResponse } from '@client-admin/contracts/clients';
import { api } from '../../../lib/http';

export interface ClientLogsParams {
  currentPage: number;
  pageSize: number;
  sortBy: 'createdAt' | '-createdAt';
  startDate?: string;
  endDate?: string;
  last45Days: boolean;
}

export function getClientLogs(clientId: number, params: ClientLogsParams, signal?: AbortSignal) {
  return api<ClientLogsResponse>(`/api/clients/${clientId}/logs`, {
    query: { ...params },
    schema: clientLogsResponse,
    signal,
  });
}

export const getClientLogsQueryOptions = (clientId: number, params: ClientLogsParams) =>
  queryOptions({
    queryKey: ['clients', clientId, 'logs', params],
    queryFn: ({ signal }) => getClientLogs(clientId, params, signal),
    placeholderData: keepPreviousData,
  });

export function useClientLogs(clientId: number, params: ClientLogsParams) {
  return useQuery(getClientLogsQueryOptions(clientId, params));
}
