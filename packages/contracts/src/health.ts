import { z } from 'zod';
import { operation } from './call-table';
import { healthCalls } from './health.calls';
import { text } from './schema-builders';

const adapterHealth = z.object({
  status: z.enum(['ok', 'not configured', 'error']),
  /** Which implementation answers (embedded, external ...); null when none exists yet. */
  kind: z.string().nullable(),
  note: z.string().optional(),
});
export type AdapterHealth = z.infer<typeof adapterHealth>;

/** GET /api/health (public, for monitors). 200 when ok, 503 when degraded. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  api: z.object({
    name: z.string(),
    version: z.string(),
    node: z.string(),
    startedAt: z.string(),
    uptimeSeconds: z.number(),
  }),
  database: z.object({
    status: z.enum(['ok', 'error']),
    kind: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().nullable(),
  }),
  adapters: z.object({
    identity: adapterHealth,
    email: adapterHealth,
    cardVault: adapterHealth,
    dialer: adapterHealth,
  }),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** POST /api/health/flushCache/{additionalPrefix}: 'all' empties the whole cache. */
export const flushCacheParams = z.object({
  additionalPrefix: text({ max: 100 })
    .min(1)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'Prefix may only contain letters, digits and _ . : -'),
});
export const flushCacheResponse = z.object({ flushed: z.number().int() });
export type FlushCacheResponse = z.infer<typeof flushCacheResponse>;

export const healthOperations = {
  /** 503 with the same body when degraded. */
  getHealth: operation(healthCalls.getHealth, { response: healthResponse, otherStatuses: [503] }),
  flushCache: operation(healthCalls.flushCache, {
    params: flushCacheParams,
    response: flushCacheResponse,
  }),
};
