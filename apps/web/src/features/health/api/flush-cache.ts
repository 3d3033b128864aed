import { useMutation } from '@tanstack/react-query';
import { flushCacheResponse, type FlushCacheResponse } from '@client-admin/contracts/health';
import { api } from '../../../lib/http';

export const CACHE_PREFIXES = ['all', 'flags', 'options'] as const;
export type CachePrefix = (typeof CACHE_PREFIXES)[number];

/** POST /api/health/flushCache/{additionalPrefix} (client services): 'all' empties the cache. */
export function flushCache(prefix: CachePrefix) {
  return api<FlushCacheResponse>(`/api/health/flushCache/${encodeURIComponent(prefix)}`, {
    method: 'POST',
    schema: flushCacheResponse,
  });
}

export function useFlushCache() {
  return useMutation({ mutationFn: flushCache });
}
