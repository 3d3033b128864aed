import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signupOperations } from '@client-admin/contracts/signup';
import { callApi } from '../../../lib/call-api';
import { signupKeys } from './query-keys';

/** DELETE /api/sales/{id}: a signup not yet signed. */
export const deleteSignup = (id: number) =>
  callApi(signupOperations.deleteSignup, { params: { id } });

export function useDeleteSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSignup,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: signupKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: signupKeys.pendingAll() });
    },
  });
}
