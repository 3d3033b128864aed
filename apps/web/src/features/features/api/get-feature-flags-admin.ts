import { useQuery } from '@tanstack/react-query';
import { featureOperations } from '@client-admin/contracts/features';
import { callQuery } from '../../../lib/call-query';
import { featureFlagAdminKeys } from './query-keys';

export const featureFlagsAdminQueryOptions = () =>
  callQuery(featureFlagAdminKeys.all, featureOperations.listFeatureFlagsAdmin, {});

export function useFeatureFlagsAdmin() {
  return useQuery(featureFlagsAdminQueryOptions());
}
