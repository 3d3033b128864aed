import { queryOptions, useQuery } from '@tanstack/react-query';
import { featureFlagAdminList, type FeatureFlagAdmin } from '@client-admin/contracts/features';
import { api } from '../../../lib/http';

/** GET /api/feature/admin: every flag with its default, description and rules. */
export function getFeatureFlagsAdmin(signal?: AbortSignal) {
  return api<FeatureFlagAdmin[]>('/api/feature/admin', { schema: featureFlagAdminList, signal });
}

export const featureFlagsAdminQueryOptions = () =>
  queryOptions({
    queryKey: ['feature-flags-admin'],
    queryFn: ({ signal }) => getFeatureFlagsAdmin(signal),
  });

export function useFeatureFlagsAdmin() {
  return useQuery(featureFlagsAdminQueryOptions());
}
