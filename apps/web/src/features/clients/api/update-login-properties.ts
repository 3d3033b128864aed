import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginOperations, type LoginPropertiesRequest } from '@client-admin/contracts/logins';
import { callApi } from '../../../lib/call-api';
import { getClientLoginsQueryOptions } from './get-client-logins';

export function updateLoginProperties(clientId: number, body: LoginPropertiesRequest) {
  return callApi(loginOperations.updateLoginProperties, { params: { id: clientId }, body });
}

export function useUpdateLoginProperties(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginPropertiesRequest) => updateLoginProperties(clientId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getClientLoginsQueryOptions(clientId).queryKey }),
  });
}
