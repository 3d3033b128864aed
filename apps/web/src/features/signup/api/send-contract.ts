import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signupOperations } from '@client-admin/contracts/signup';
import { callApi } from '../../../lib/call-api';
import { signupKeys } from './query-keys';

/** POST /api/sales/{id}/send-contract: mails the client the link to sign. */
export const sendContract = (id: number) =>
  callApi(signupOperations.sendContract, { params: { id } });

export function useSendContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContract,
    onSuccess: (_answer, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: signupKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: signupKeys.pendingAll() }),
      ]),
  });
}
