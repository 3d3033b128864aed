import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { featureOperations, type FeatureFlagAuditQuery } from '@client-admin/contracts/features';
import { callQuery } from '../../../lib/call-query';
import { featureFlagAdminKeys } from './query-keys';

/** Every change, newest first. */
export const featureFlagAuditQueryOptions = (flag: string, params: FeatureFlagAuditQuery) =>
  queryOptions({
    ...callQuery(featureFlagAdminKeys.audit(flag, params), featureOperations.getFeatureFlagAudit, {
      params: { flag },
      query: params,
    }),
    placeholderData: keepPreviousData,
  });

export function useFeatureFlagAudit(flag: string, params: FeatureFlagAuditQuery) {
  return useQuery(featureFlagAuditQueryOptions(flag, params));
}
