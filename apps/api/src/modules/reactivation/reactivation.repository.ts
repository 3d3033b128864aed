import { and, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { balances } from '../../db/schema/billing';
import { cards } from '../../db/schema/billing-cards';
import { productTerms } from '../../db/schema/billing-products';
import { channels } from '../../db/schema/channels';
import { packages } from '../../db/schema/packages';
import {
  reactivationAttempts,
  reactivationAttributes,
  reactivationLogs,
} from '../../db/schema/reactivation';

export type ReactivationLogRow = typeof reactivationLogs.$inferSelect;
export type NewReactivationLog = typeof reactivationLogs.$inferInsert;
export type ReactivationCardRow = typeof cards.$inferSelect;

export interface ReactivationChannelRow {
  id: number;
  productTypeId: number;
  status: string;
  packageIsActive: boolean | null;
}

/** The client's active cards, primary first. */
export const listActiveCards = (tx: Tx, clientId: number) =>
  tx
    .select()
    .from(cards)
    .where(and(eq(cards.clientId, clientId), eq(cards.status, 'ACTIVE')))
    .orderBy(desc(cards.isPrimary), desc(cards.id));

/** The card each product is charged to, by product type. */
export async function productCardIds(tx: Tx, clientId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ productType: productTerms.productType, cardId: productTerms.cardId })
    .from(productTerms)
    .where(eq(productTerms.clientId, clientId));
  return new Map(
    rows.filter((r) => r.cardId !== null).map((r) => [r.productType, r.cardId as number]),
  );
}

export async function balanceCents(tx: Tx, clientId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ productType: balances.productType, balanceCents: balances.balanceCents })
    .from(balances)
    .where(eq(balances.clientId, clientId));
  return new Map(rows.map((r) => [r.productType, r.balanceCents]));
}

/** The named channels, whoever's they are, locked until the transaction ends when asked. */
export async function findChannels(
  tx: Tx,
  ids: readonly number[],
  options: { lock?: boolean } = {},
): Promise<(ReactivationChannelRow & { clientId: number })[]> {
  if (ids.length === 0) return [];
  const query = tx
    .select({
      id: channels.id,
      clientId: channels.clientId,
      productTypeId: channels.productTypeId,
      status: channels.status,
      packageIsActive: packages.isActive,
    })
    .from(channels)
    .leftJoin(packages, eq(packages.id, channels.packageId))
    .where(inArray(channels.id, [...ids]))
    .orderBy(channels.id);
  return options.lock ? query.for('update', { of: channels }) : query;
}

export async function insertLog(tx: Tx, values: NewReactivationLog): Promise<ReactivationLogRow> {
  const [row] = await tx.insert(reactivationLogs).values(values).returning();
  return row!;
}

export const listLogs = (tx: Tx, clientId: number) =>
  tx
    .select()
    .from(reactivationLogs)
    .where(eq(reactivationLogs.clientId, clientId))
    .orderBy(desc(reactivationLogs.createdAt), desc(reactivationLogs.id))
    .limit(200);

/** The Idempotency-Key a reactivation's attempts are kept under. */
export interface AttemptKey {
  caller: string;
  key: string;
}

const attemptOf = (key: AttemptKey) =>
  and(
    eq(reactivationAttempts.caller, key.caller),
    eq(reactivationAttempts.idempotencyKey, key.key),
  );

/**
 * Leases the key's current attempt to this request until `until`: the attempt's number, or null
 * while another request holds the lease.
 */
export async function leaseAttempt(
  tx: Tx,
  key: AttemptKey,
  clientId: number,
  now: Date,
  until: Date,
): Promise<number | null> {
  const [row] = await tx
    .insert(reactivationAttempts)
    .values({ caller: key.caller, idempotencyKey: key.key, clientId, leasedUntil: until })
    .onConflictDoUpdate({
      target: [reactivationAttempts.caller, reactivationAttempts.idempotencyKey],
      set: { leasedUntil: until },
      setWhere: or(
        isNull(reactivationAttempts.leasedUntil),
        lte(reactivationAttempts.leasedUntil, now),
      ),
    })
    .returning({ attempt: reactivationAttempts.attempt });
  return row?.attempt ?? null;
}

/** Ends the lease; `next` moves the key to a new attempt (its charges were voided or refused). */
export async function releaseAttempt(
  tx: Tx,
  key: AttemptKey,
  attempt: number,
  next: boolean,
): Promise<void> {
  await tx
    .update(reactivationAttempts)
    .set({ leasedUntil: null, attempt: next ? attempt + 1 : attempt })
    .where(and(attemptOf(key), eq(reactivationAttempts.attempt, attempt)));
}

/** The key's attempts are over: its answer is stored with the reactivation. */
export async function removeAttempts(tx: Tx, key: AttemptKey): Promise<void> {
  await tx.delete(reactivationAttempts).where(attemptOf(key));
}

export type ReactivationAttributeRow = typeof reactivationAttributes.$inferSelect;

export async function findAttribute(
  tx: Tx,
  clientId: number,
): Promise<ReactivationAttributeRow | null> {
  const [row] = await tx
    .select()
    .from(reactivationAttributes)
    .where(eq(reactivationAttributes.clientId, clientId));
  return row ?? null;
}

export async function saveAttribute(
  tx: Tx,
  row: { clientId: number; selfServiceOffered: boolean; updatedBy: string; updatedAt: Date },
): Promise<ReactivationAttributeRow> {
  const [saved] = await tx
    .insert(reactivationAttributes)
    .values(row)
    .onConflictDoUpdate({
      target: reactivationAttributes.clientId,
      set: {
        selfServiceOffered: row.selfServiceOffered,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt,
      },
    })
    .returning();
  return saved!;
}
