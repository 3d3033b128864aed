import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signupOperations, type SignupFieldsInput } from '@client-admin/contracts/signup';
import { callApi } from '../../../lib/call-api';
import { signupKeys } from './query-keys';

/** POST /api/sales: a new signup from these fields (a blank one's first save, an agency link). */
export const createSignup = (body: SignupFieldsInput) =>
  callApi(signupOperations.createSignup, { body });

export function useCreateSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSignup,
    onSuccess: (created) => {
      queryClient.setQueryData(signupKeys.detail(created.id), created);
      return queryClient.invalidateQueries({ queryKey: signupKeys.pendingAll() });
    },
  });
}
