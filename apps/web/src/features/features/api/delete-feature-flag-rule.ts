import { useMutation, useQueryClient } from '@tanstack/react-query';
import { featureOperations } from '@client-admin/contracts/features';
import { callApi } from '../../../lib/call-api';
import { invalidateFeatureFlagQueries } from './invalidate-feature-flags';

export function deleteFeatureFlagRule(flag: string, ruleId: number) {
  return callApi(featureOperations.deleteFeatureFlagRule, { params: { flag, ruleId } });
}

export function useDeleteFeatureFlagRule(flag: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: number) => deleteFeatureFlagRule(flag, ruleId),
    onSuccess: () => invalidateFeatureFlagQueries(queryClient, flag),
  });
}
