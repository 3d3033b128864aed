import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { invalidateFeatureFlagQueries } from './invalidate-feature-flags';

/** DELETE /api/feature/admin/{flag}/rules/{ruleId} (product admin). */
export function deleteFeatureFlagRule(flag: string, ruleId: number) {
  return api<unknown>(`/api/feature/admin/${encodeURIComponent(flag)}/rules/${ruleId}`, {
    method: 'DELETE',
  });
}

export function useDeleteFeatureFlagRule(flag: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: number) => deleteFeatureFlagRule(flag, ruleId),
    onSuccess: () => invalidateFeatureFlagQueries(queryClient, flag),
  });
}
