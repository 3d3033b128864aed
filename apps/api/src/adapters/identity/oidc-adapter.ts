import { and, eq, lt } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/database';
import { oidcPayloads } from '../../db/schema/identity';

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * oidc-provider's persistent storage (sessions, interactions, grants, codes, refresh tokens) in
 * the oidc_payloads table, one row per model and id, so sign-ins survive restarts.
 */
export function createOidcAdapterFactory(db: Database): AdapterFactory {
  let lastCleanup = 0;

  // Expired rows are useless to the provider; sweep them now and then instead of on a timer.
  async function sweepExpired() {
    const now = Date.now();
    if (now - lastCleanup < CLEANUP_INTERVAL_MS) return;
    lastCleanup = now;
    await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date(now)));
  }

  async function findOne(type: string, condition: ReturnType<typeof eq>) {
    const [row] = await db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, type), condition))
      .limit(1);
    if (!row) return undefined;
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
    return {
      ...(row.payload as AdapterPayload),
      ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
    };
  }

  return (type: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      await sweepExpired();
      const values = {
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values({ id, type, ...values })
        .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: values });
    },
    find: (id) => findOne(type, eq(oidcPayloads.id, id)),
    findByUid: (uid) => findOne(type, eq(oidcPayloads.uid, uid)),
    findByUserCode: (userCode) => findOne(type, eq(oidcPayloads.userCode, userCode)),
    async consume(id) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, id)));
    },
    async destroy(id) {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, id)));
    },
    async revokeByGrantId(grantId) {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    },
  });
}
