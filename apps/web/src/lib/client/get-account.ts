import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientOperations } from '@client-admin/contracts/clients';
import { callApi } from '../call-api';
import { clientKeys } from './client-keys';

export function getAccount(clientId: number, signal?: AbortSignal) {
  return callApi(clientOperations.getAccount, { params: { id: clientId }, signal });
}

export const getAccountQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: clientKeys.account(clientId),
    queryFn: ({ signal }) => getAccount(clientId, signal),
  });

export function useAccount(clientId: number) {
  return useQuery(getAccountQueryOptions(clientId));
}
