import type { QueryClient } from '@tanstack/react-query';

/** After a write: the admin list, the flag's audit and the flags the screens use. */
export function invalidateFeatureFlagQueries(queryClient: QueryClient, flag: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['feature-flags-admin'] }),
    queryClient.invalidateQueries({ queryKey: ['feature-flags-admin', flag, 'audit'] }),
    queryClient.invalidateQueries({ queryKey: ['feature-flags'] }),
  ]);
}
