import { useMutation, useQueryClient } from '@tanstack/react-query';
import { featureOperations, type UpdateFeatureFlagRequest } from '@client-admin/contracts/features';
import { callApi } from '../../../lib/call-api';
import { invalidateFeatureFlagQueries } from './invalidate-feature-flags';

/** Default value and description. */
export function updateFeatureFlag(flag: string, body: UpdateFeatureFlagRequest) {
  return callApi(featureOperations.updateFeatureFlag, { params: { flag }, body });
}

export function useUpdateFeatureFlag(flag: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFeatureFlagRequest) => updateFeatureFlag(flag, body),
    onSuccess: () => invalidateFeatureFlagQueries(queryClient, flag),
  });
}
