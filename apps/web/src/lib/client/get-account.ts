import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientOperations } from '@client-admin/contracts/clients';
import { callApi } from '../call-api';

export function getAccount(clientId: number, signal?: AbortSignal) {
  return callApi(clientOperations.getAccount, { params: { id: clientId }, signal });
}

export const getAccountQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: ['clients', clientId, 'account'],
    queryFn: ({ signal }) => getAccount(clientId, signal),
  });

export function useAccount(clientId: number) {
  return useQuery(getAccountQueryOptions(clientId));
}
