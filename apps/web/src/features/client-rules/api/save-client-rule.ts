import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clientRuleOperations,
  type CreateClientRuleRequest,
  type UpdateClientRuleRequest,
} from '@client-admin/contracts/client-rules';
import { callApi } from '../../../lib/call-api';
import { clientRuleKeys } from './query-keys';

export type SaveClientRuleInput = CreateClientRuleRequest | UpdateClientRuleRequest;

/** PUT when the rule has an id, POST otherwise (seed 001 §7). */
export function saveClientRule(body: SaveClientRuleInput) {
  return 'id' in body
    ? callApi(clientRuleOperations.updateClientRule, { body })
    : callApi(clientRuleOperations.createClientRule, { body });
}

export function useSaveClientRule(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClientRule,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: clientRuleKeys.forClient(clientId) }),
  });
}
