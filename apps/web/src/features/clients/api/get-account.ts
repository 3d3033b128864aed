import { useQuery } from '@tanstack/react-query';
import { clientOperations } from '@client-admin/contracts/clients';
import { callQuery } from '../../../lib/call-query';
import { clientKeys } from './query-keys';

export const getAccountQueryOptions = (clientId: number) =>
  callQuery(clientKeys.account(clientId), clientOperations.getAccount, {
    params: { id: clientId },
  });

export function useAccount(clientId: number) {
  return useQuery(getAccountQueryOptions(clientId));
}
