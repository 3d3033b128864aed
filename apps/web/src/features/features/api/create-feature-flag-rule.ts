import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  featureOperations,
  type CreateFeatureFlagRuleRequest,
} from '@client-admin/contracts/features';
import { callApi } from '../../../lib/call-api';
import { invalidateFeatureFlagQueries } from './invalidate-feature-flags';

/** A client, or a carrier and/or client type; answers the flag with its rules. */
export function createFeatureFlagRule(flag: string, body: CreateFeatureFlagRuleRequest) {
  return callApi(featureOperations.putFeatureFlagRule, { params: { flag }, body });
}

export function useCreateFeatureFlagRule(flag: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFeatureFlagRuleRequest) => createFeatureFlagRule(flag, body),
    onSuccess: () => invalidateFeatureFlagQueries(queryClient, flag),
  });
}
