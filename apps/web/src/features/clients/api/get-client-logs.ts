import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientOperations, type ClientLogsQuery } from '@client-admin/contracts/clients';
import { callApi } from '../../../lib/call-api';

export function getClientLogs(clientId: number, query: ClientLogsQuery, signal?: AbortSignal) {
  return callApi(clientOperations.getClientLogs, { params: { id: clientId }, query, signal });
}

export const getClientLogsQueryOptions = (clientId: number, query: ClientLogsQuery) =>
  queryOptions({
    queryKey: ['clients', clientId, 'logs', query],
    queryFn: ({ signal }) => getClientLogs(clientId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useClientLogs(clientId: number, query: ClientLogsQuery) {
  return useQuery(getClientLogsQueryOptions(clientId, query));
}
