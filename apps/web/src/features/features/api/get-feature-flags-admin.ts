import { queryOptions, useQuery } from '@tanstack/react-query';
import { featureOperations } from '@client-admin/contracts/features';
import { callApi } from '../../../lib/call-api';
import { featureFlagAdminKeys } from './query-keys';

export function getFeatureFlagsAdmin(signal?: AbortSignal) {
  return callApi(featureOperations.listFeatureFlagsAdmin, { signal });
}

export const featureFlagsAdminQueryOptions = () =>
  queryOptions({
    queryKey: featureFlagAdminKeys.all,
    queryFn: ({ signal }) => getFeatureFlagsAdmin(signal),
  });

export function useFeatureFlagsAdmin() {
  return useQuery(featureFlagsAdminQueryOptions());
}
