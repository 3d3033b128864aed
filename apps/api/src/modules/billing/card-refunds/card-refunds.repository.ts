import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { IN_FLIGHT_REFUND_STATES } from '@client-admin/domain/billing/card-refund';
import type { Tx } from '../../../db/database';
import { cards } from '../../../db/schema/billing-cards';
import { cardRefunds } from '../../../db/schema/billing-money';

/** Refund-to-card claims (decision 0040). */
export type CardRefundRow = typeof cardRefunds.$inferSelect;
export type CardRow = typeof cards.$inferSelect;

export async function findClaimByKey(
  tx: Tx,
  caller: string,
  key: string,
): Promise<CardRefundRow | null> {
  const [row] = await tx
    .select()
    .from(cardRefunds)
    .where(and(eq(cardRefunds.caller, caller), eq(cardRefunds.idempotencyKey, key)))
    .for('update');
  return row ?? null;
}

export async function insertClaim(
  tx: Tx,
  values: typeof cardRefunds.$inferInsert,
): Promise<CardRefundRow> {
  const [row] = await tx.insert(cardRefunds).values(values).returning();
  return row!;
}

export async function updateClaim(
  tx: Tx,
  id: number,
  values: Partial<typeof cardRefunds.$inferInsert>,
): Promise<void> {
  await tx.update(cardRefunds).set(values).where(eq(cardRefunds.id, id));
}

/**
 * What claims not yet recorded or refused hold, other than `exceptId`: of an original, or of a
 * client's balance of a product.
 */
export async function heldCents(
  tx: Tx,
  of: { originalId: number } | { clientId: number; productType: number },
  exceptId: number | null,
): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${cardRefunds.amountCents}), 0)::int` })
    .from(cardRefunds)
    .where(
      and(
        'originalId' in of
          ? eq(cardRefunds.originalTransactionId, of.originalId)
          : and(eq(cardRefunds.clientId, of.clientId), eq(cardRefunds.productType, of.productType)),
        inArray(cardRefunds.status, [...IN_FLIGHT_REFUND_STATES]),
        exceptId === null ? undefined : ne(cardRefunds.id, exceptId),
      ),
    );
  return row?.cents ?? 0;
}

/** The card a vault charge was made on, removed or not: a refund goes back to it. */
export async function findCard(tx: Tx, id: number): Promise<CardRow | null> {
  const [row] = await tx.select().from(cards).where(eq(cards.id, id));
  return row ?? null;
}
