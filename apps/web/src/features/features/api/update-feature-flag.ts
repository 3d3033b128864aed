import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  featureFlagAdmin,
  type FeatureFlagAdmin,
  type UpdateFeatureFlagRequest,
} from '@client-admin/contracts/features';
import { api } from '../../../lib/http';
import { invalidateFeatureFlagQueries } from './invalidate-feature-flags';

/** PUT /api/feature/admin/{flag}: default value and description (product admin). */
export function updateFeatureFlag(flag: string, body: UpdateFeatureFlagRequest) {
  return api<FeatureFlagAdmin>(`/api/feature/admin/${encodeURIComponent(flag)}`, {
    method: 'PUT',
    body,
    schema: featureFlagAdmin,
  });
}

export function useUpdateFeatureFlag(flag: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFeatureFlagRequest) => updateFeatureFlag(flag, body),
    onSuccess: () => invalidateFeatureFlagQueries(queryClient, flag),
  });
}
