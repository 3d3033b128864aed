import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientOperations, type ClientLogsQuery } from '@client-admin/contracts/clients';
import { callApi } from '../../../lib/call-api';
import { clientKeys } from '../../../lib/client/client-keys';

export function getClientLogs(clientId: number, query: ClientLogsQuery, signal?: AbortSignal) {
  return callApi(clientOperations.getClientLogs, { params: { id: clientId }, query, signal });
}

export const getClientLogsQueryOptions = (clientId: number, query: ClientLogsQuery) =>
  queryOptions({
    queryKey: clientKeys.logs(clientId, query),
    queryFn: ({ signal }) => getClientLogs(clientId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useClientLogs(clientId: number, query: ClientLogsQuery) {
  return useQuery(getClientLogsQueryOptions(clientId, query));
}
