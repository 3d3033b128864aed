import { queryOptions, useQuery } from '@tanstack/react-query';
import { signupOperations } from '@client-admin/contracts/signup';
import { callQuery } from '../../../lib/call-query';
import { signupKeys } from './query-keys';

/** GET /api/sales/sign-contract/{token}: the contract the link shows; no login, no bearer. */
export const signContractQueryOptions = (token: string) =>
  queryOptions(
    callQuery(signupKeys.signContract(token), signupOperations.getSignContract, {
      params: { ioId: token },
      anonymous: true,
    }),
  );

export function useSignContractInfo(token: string) {
  return useQuery({ ...signContractQueryOptions(token), retry: false });
}
