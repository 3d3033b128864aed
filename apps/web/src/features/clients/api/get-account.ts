import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountDetails, type AccountDetails } from '@client-admin/contracts/clients';
import { api } from '../../../lib/http';

export function getAccount(clientId: number, signal?: AbortSignal) {
  return api<AccountDetails>(`/api/clients/${clientId}/account`, {
    schema: accountDetails,
    signal,
  });
}

export const getAccountQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: ['clients', clientId, 'account'],
    queryFn: ({ signal }) => getAccount(clientId, signal),
  });

export function useAccount(clientId: number) {
  return useQuery(getAccountQueryOptions(clientId));
}
