import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './http';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * First segment of every client-scoped query key (client, channels, leads, billing, transactions,
 * vendors, lead credits, calls, channel groups): removed on entering /ad or a client from /ad.
 */
export const CLIENT_SCOPED_QUERY_ROOTS = [
  'clients',
  'client',
  'account',
  'channels',
  'channel-groups',
  'leads',
  'billing',
  'transactions',
  'vendors',
  'lead-credits',
  'calls',
] as const;

export function resetClientScopedQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) =>
      (CLIENT_SCOPED_QUERY_ROOTS as readonly unknown[]).includes(query.queryKey[0]),
  });
}
