import type { QueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../lib/shared-query-keys';
import { packageKeys } from './query-keys';

/** After a write: the admin lists and the channel editor's package lists are stale. */
export function invalidatePackages(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: packageKeys.all }),
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.channelPackages }),
  ]);
}
