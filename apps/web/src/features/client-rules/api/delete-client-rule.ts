import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientRuleOperations } from '@client-admin/contracts/client-rules';
import { callApi } from '../../../lib/call-api';
import { clientRuleKeys } from './query-keys';

export function deleteClientRule(id: number) {
  return callApi(clientRuleOperations.deleteClientRule, { query: { id } });
}

export function useDeleteClientRule(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClientRule,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: clientRuleKeys.forClient(clientId) }),
  });
}
