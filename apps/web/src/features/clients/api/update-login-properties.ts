import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clientLogin,
  type ClientLogin,
  type LoginPropertiesRequest,
} from '@client-admin/contracts/logins';
import { api } from '../../../lib/http';
import { getClientLoginsQueryOptions } from './get-client-logins';

export function updateLoginProperties(clientId: number, body: LoginPropertiesRequest) {
  return api<ClientLogin>(`/api/login/${clientId}/properties`, {
    method: 'PUT',
    body,
    schema: clientLogin,
  });
}

export function useUpdateLoginProperties(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginPropertiesRequest) => updateLoginProperties(clientId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getClientLoginsQueryOptions(clientId).queryKey }),
  });
}
