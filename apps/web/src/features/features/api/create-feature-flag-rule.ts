import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  featureFlagAdmin,
  type CreateFeatureFlagRuleRequest,
  type FeatureFlagAdmin,
} from '@client-admin/contracts/features';
import { api } from '../../../lib/http';
import { invalidateFeatureFlagQueries } from './invalidate-feature-flags';

/**
 * POST /api/feature/admin/{flag}/rules (product admin): a client, or a carrier and/or
 * client type; answers the flag with its rules.
 */
export function createFeatureFlagRule(flag: string, body: CreateFeatureFlagRuleRequest) {
  return api<FeatureFlagAdmin>(`/api/feature/admin/${encodeURIComponent(flag)}/rules`, {
    method: 'POST',
    body,
    schema: featureFlagAdmin,
  });
}

export function useCreateFeatureFlagRule(flag: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFeatureFlagRuleRequest) => createFeatureFlagRule(flag, body),
    onSuccess: () => invalidateFeatureFlagQueries(queryClient, flag),
  });
}
