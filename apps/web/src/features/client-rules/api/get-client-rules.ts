import { useQuery } from '@tanstack/react-query';
import { clientRuleOperations } from '@client-admin/contracts/client-rules';
import { callQuery } from '../../../lib/call-query';
import { clientRuleKeys } from './query-keys';

/** The client's rules, newest first; the channel list route loads them first (seed 001 §2). */
export const getClientRulesQueryOptions = (clientId: number) =>
  callQuery(clientRuleKeys.forClient(clientId), clientRuleOperations.getClientRules, {
    query: { clientId },
  });

export function useClientRules(clientId: number) {
  return useQuery(getClientRulesQueryOptions(clientId));
}
