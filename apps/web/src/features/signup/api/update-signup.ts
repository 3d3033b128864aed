import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signupOperations, type UpdateSignupRequest } from '@client-admin/contracts/signup';
import { callApi } from '../../../lib/call-api';
import { signupKeys } from './query-keys';

/** PUT /api/sales/update: the whole signup, saved as it goes (409 once it is signed). */
export const updateSignup = (body: UpdateSignupRequest) =>
  callApi(signupOperations.updateSignup, { body });

export function useUpdateSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSignup,
    onSuccess: (saved) => {
      queryClient.setQueryData(signupKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: signupKeys.pendingAll() });
    },
  });
}
