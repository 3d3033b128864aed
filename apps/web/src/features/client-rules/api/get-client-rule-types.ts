import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientRuleOperations } from '@client-admin/contracts/client-rules';
import { callQuery } from '../../../lib/call-query';
import { clientRuleKeys } from './query-keys';

/** The rule types change only with a release. */
export const getClientRuleTypesQueryOptions = () =>
  queryOptions({
    ...callQuery(clientRuleKeys.types(), clientRuleOperations.getClientRuleTypes, {}),
    staleTime: Infinity,
  });

export function useClientRuleTypes() {
  return useQuery(getClientRuleTypesQueryOptions());
}
