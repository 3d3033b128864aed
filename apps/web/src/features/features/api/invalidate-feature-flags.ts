import type { QueryClient } from '@tanstack/react-query';
import { featureFlagAdminKeys } from './query-keys';
import { featureFlagKeys } from '../../../lib/feature-flags';

/** After a write: the admin list, the flag's audit and the flags the screens use. */
export function invalidateFeatureFlagQueries(queryClient: QueryClient, flag: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: featureFlagAdminKeys.all }),
    queryClient.invalidateQueries({ queryKey: featureFlagAdminKeys.audits(flag) }),
    queryClient.invalidateQueries({ queryKey: featureFlagKeys.all }),
  ]);
}
