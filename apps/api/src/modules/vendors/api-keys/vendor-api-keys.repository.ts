import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { vendorApiKeys } from '../../../db/schema/lead-flow';
import { vendors } from '../../../db/schema/packages';

export type VendorApiKeyRow = typeof vendorApiKeys.$inferSelect;

export async function vendorExists(tx: Tx, vendorId: number): Promise<boolean> {
  const [row] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
  return row !== undefined;
}

export async function listKeys(tx: Tx, vendorId: number): Promise<VendorApiKeyRow[]> {
  return tx
    .select()
    .from(vendorApiKeys)
    .where(eq(vendorApiKeys.vendorId, vendorId))
    .orderBy(desc(vendorApiKeys.createdAt), desc(vendorApiKeys.id));
}

export async function insertKey(
  tx: Tx,
  values: typeof vendorApiKeys.$inferInsert,
): Promise<VendorApiKeyRow> {
  const [row] = await tx.insert(vendorApiKeys).values(values).returning();
  return row!;
}

/** Revokes a key of the vendor (the first revocation's time stays); null when unknown. */
export async function revokeKey(
  tx: Tx,
  vendorId: number,
  keyId: number,
  now: Date,
): Promise<VendorApiKeyRow | null> {
  const where = and(eq(vendorApiKeys.id, keyId), eq(vendorApiKeys.vendorId, vendorId));
  await tx
    .update(vendorApiKeys)
    .set({ revokedAt: now })
    .where(and(where, isNull(vendorApiKeys.revokedAt)));
  const [row] = await tx.select().from(vendorApiKeys).where(where);
  return row ?? null;
}

/** The vendor of a live key, by its hash. */
export async function findLiveKeyVendor(tx: Tx, keyHash: string): Promise<number | null> {
  const [row] = await tx
    .select({ vendorId: vendorApiKeys.vendorId })
    .from(vendorApiKeys)
    .where(and(eq(vendorApiKeys.keyHash, keyHash), isNull(vendorApiKeys.revokedAt)));
  return row?.vendorId ?? null;
}
