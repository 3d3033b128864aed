import { queryOptions, useQuery } from '@tanstack/react-query';
import { signupOperations } from '@client-admin/contracts/signup';
import { callQuery } from '../../../lib/call-query';
import { signupKeys } from './query-keys';

/** GET /api/clients/contract/{clientId}: the client's signed contract and its evidence. */
export const contractQueryOptions = (clientId: number) =>
  queryOptions(
    callQuery(signupKeys.contract(clientId), signupOperations.getContract, {
      params: { id: clientId },
    }),
  );

export function useSignedContract(clientId: number) {
  return useQuery(contractQueryOptions(clientId));
}
