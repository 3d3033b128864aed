import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientOperations, type ClientLogsQuery } from '@client-admin/contracts/clients';
import { callQuery } from '../../../lib/call-query';
import { clientKeys } from './query-keys';

export const getClientLogsQueryOptions = (clientId: number, query: ClientLogsQuery) =>
  queryOptions({
    ...callQuery(clientKeys.logs(clientId, query), clientOperations.getClientLogs, {
      params: { id: clientId },
      query,
    }),
    placeholderData: keepPreviousData,
  });

export function useClientLogs(clientId: number, query: ClientLogsQuery) {
  return useQuery(getClientLogsQueryOptions(clientId, query));
}
