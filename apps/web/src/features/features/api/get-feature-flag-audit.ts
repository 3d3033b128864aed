import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { featureOperations, type FeatureFlagAuditQuery } from '@client-admin/contracts/features';
import { callApi } from '../../../lib/call-api';
import { featureFlagAdminKeys } from './query-keys';

/** Every change, newest first. */
export function getFeatureFlagAudit(
  flag: string,
  params: FeatureFlagAuditQuery,
  signal?: AbortSignal,
) {
  return callApi(featureOperations.getFeatureFlagAudit, {
    params: { flag },
    query: params,
    signal,
  });
}

export const featureFlagAuditQueryOptions = (flag: string, params: FeatureFlagAuditQuery) =>
  queryOptions({
    queryKey: featureFlagAdminKeys.audit(flag, params),
    queryFn: ({ signal }) => getFeatureFlagAudit(flag, params, signal),
    placeholderData: keepPreviousData,
  });

export function useFeatureFlagAudit(flag: string, params: FeatureFlagAuditQuery) {
  return useQuery(featureFlagAuditQueryOptions(flag, params));
}
