import { sql } from 'drizzle-orm';
import type { HealthResponse } from '@client-admin/contracts/health';
import type { TtlCache } from '../../cache/ttl-cache';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/database';

const startedAt = new Date();
const DATABASE_TIMEOUT_MS = 2000;

async function checkDatabase(database: DatabaseHandle): Promise<HealthResponse['database']> {
  const start = performance.now();
  try {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), DATABASE_TIMEOUT_MS);
    });
    await Promise.race([database.db.execute(sql`select 1`), timeout]).finally(() =>
      clearTimeout(timer),
    );
    const latencyMs = Math.round((performance.now() - start) * 100) / 100;
    return { status: 'ok', kind: database.kind, latencyMs };
  } catch {
    return { status: 'error', kind: database.kind, latencyMs: null };
  }
}

/** The adapters this instance runs with, as its configuration chose them. */
function adapters(config: AppConfig): HealthResponse['adapters'] {
  return {
    identity: { status: 'ok', kind: config.oidcIssuer ? 'external' : 'embedded' },
    email: { status: 'ok', kind: 'embedded', note: 'mail is kept in the outbox table' },
    cardVault:
      config.cardVault.kind === 'sandbox'
        ? { status: 'ok', kind: 'sandbox', note: 'the embedded vault: test cards only' }
        : { status: 'ok', kind: 'authnet' },
    // The dialer is the telephony port the calls go through (decision 0033).
    dialer:
      config.telephony.kind === 'embedded'
        ? { status: 'ok', kind: 'embedded', note: 'a simulated telephone network' }
        : { status: 'ok', kind: 'twilio' },
  };
}

/** GET /api/health: public, for monitors. */
export async function health(config: AppConfig, database: DatabaseHandle): Promise<HealthResponse> {
  const db = await checkDatabase(database);
  return {
    status: db.status === 'ok' ? 'ok' : 'degraded',
    api: {
      name: 'client-admin-api',
      version: process.env.APP_VERSION ?? process.env.npm_package_version ?? 'dev',
      node: process.version,
      startedAt: startedAt.toISOString(),
      uptimeSeconds: Math.round(process.uptime()),
    },
    database: db,
    adapters: adapters(config),
  };
}

/** POST /api/health/flushCache/{additionalPrefix}: 'all' empties all. */
export function flushCache(cache: TtlCache, prefix: string): { flushed: number } {
  if (prefix.toLowerCase() === 'all') return { flushed: cache.clear() };
  return { flushed: cache.deleteByPrefix(prefix.endsWith(':') ? prefix : `${prefix}:`) };
}
