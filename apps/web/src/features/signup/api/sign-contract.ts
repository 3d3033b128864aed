import { useMutation } from '@tanstack/react-query';
import { signupOperations, type SignContractRequest } from '@client-admin/contracts/signup';
import { callApi } from '../../../lib/call-api';

export interface SignContractInput {
  token: string;
  body: SignContractRequest;
}

/** POST /api/sales/sign-contract/{token}: the client signs; no login, no bearer. */
export const signContract = ({ token, body }: SignContractInput) =>
  callApi(signupOperations.signContract, { params: { id: token }, body, anonymous: true });

export function useSignContract() {
  return useMutation({ mutationFn: signContract });
}
