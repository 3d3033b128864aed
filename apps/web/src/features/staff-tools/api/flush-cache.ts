import { useMutation } from '@tanstack/react-query';
import { healthOperations } from '@client-admin/contracts/health';
import { callApi } from '../../../lib/call-api';

export const CACHE_PREFIXES = ['all', 'flags', 'options'] as const;
export type CachePrefix = (typeof CACHE_PREFIXES)[number];

/** 'all' empties the whole cache. */
export function flushCache(prefix: CachePrefix) {
  return callApi(healthOperations.flushCache, { params: { additionalPrefix: prefix } });
}

export function useFlushCache() {
  return useMutation({ mutationFn: flushCache });
}
