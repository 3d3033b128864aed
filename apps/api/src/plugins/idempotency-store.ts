import { and, eq, lt } from 'drizzle-orm';
import type { Database, Tx } from '../db/database';
import { idempotencyKeys } from '../db/schema/idempotency';

export interface IdempotencyKey {
  caller: string;
  key: string;
  /** sha256 of the request (method, route, parameters, body, caller). */
  hash: string;
}

export type StoredAnswer = typeof idempotencyKeys.$inferSelect;

/**
 * Takes the key for this request: true when it was free. A concurrent holder of the same key
 * makes this wait until that transaction ends (the primary key's unique check), so a retry
 * sees the first answer once it is committed, or takes the key when the first one failed.
 */
export async function claimKey(tx: Tx, key: IdempotencyKey): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({
      caller: key.caller,
      key: key.key,
      requestHash: key.hash,
      statusCode: 0,
      responseBody: {},
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findAnswer(tx: Tx, key: IdempotencyKey): Promise<StoredAnswer | null> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.caller, key.caller), eq(idempotencyKeys.key, key.key)));
  return row ?? null;
}

export async function saveAnswer(
  tx: Tx,
  key: IdempotencyKey,
  statusCode: number,
  body: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode, responseBody: body })
    .where(and(eq(idempotencyKeys.caller, key.caller), eq(idempotencyKeys.key, key.key)));
}

/** Removes the keys stored before the cutoff; answers how many. */
export async function purgeKeysBefore(db: Database, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
