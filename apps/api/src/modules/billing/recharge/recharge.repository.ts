import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { balances } from '../../../db/schema/billing';
import { cards } from '../../../db/schema/billing-cards';
import {
  productTerms,
  rechargePauses,
  rechargeRequests,
} from '../../../db/schema/billing-products';
import { clients } from '../../../db/schema/clients';

export type RechargeRequestRow = typeof rechargeRequests.$inferSelect;
export type CardRow = typeof cards.$inferSelect;

/** The terms of one product of the clients that have them. */
export function findTermsOf(tx: Tx, clientIds: readonly number[], productType: number) {
  return tx
    .select()
    .from(productTerms)
    .where(
      and(
        inArray(productTerms.clientId, [...clientIds]),
        eq(productTerms.productType, productType),
      ),
    );
}

export async function findTerms(tx: Tx, clientId: number, productType: number) {
  const [row] = await findTermsOf(tx, [clientId], productType);
  return row ?? null;
}

export async function findBalanceCents(
  tx: Tx,
  clientId: number,
  productType: number,
): Promise<number> {
  const [row] = await tx
    .select({ cents: balances.balanceCents })
    .from(balances)
    .where(and(eq(balances.clientId, clientId), eq(balances.productType, productType)));
  return row?.cents ?? 0;
}

/** A pending request, unless one is already open for the balance (the partial unique index). */
export async function openRequest(
  tx: Tx,
  values: { clientId: number; productType: number; amountCents: number },
): Promise<void> {
  await tx.insert(rechargeRequests).values(values).onConflictDoNothing();
}

/** The open requests' ids, oldest first. */
export const openRequestIds = async (tx: Tx, limit: number) =>
  (
    await tx
      .select({ id: rechargeRequests.id })
      .from(rechargeRequests)
      .where(inArray(rechargeRequests.status, ['pending', 'charging']))
      .orderBy(asc(rechargeRequests.id))
      .limit(limit)
  ).map((r) => r.id);

/** Takes an open request for this run; another run holding it makes this one skip it. */
export async function claimRequest(tx: Tx, id: number): Promise<RechargeRequestRow | null> {
  const [row] = await tx
    .select()
    .from(rechargeRequests)
    .where(
      and(eq(rechargeRequests.id, id), inArray(rechargeRequests.status, ['pending', 'charging'])),
    )
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Waits for a request being charged, to record its outcome once: false when already recorded. */
export async function lockChargingRequest(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: rechargeRequests.id })
    .from(rechargeRequests)
    .where(and(eq(rechargeRequests.id, id), eq(rechargeRequests.status, 'charging')))
    .for('update');
  return rows.length === 1;
}

export async function updateRequest(
  tx: Tx,
  id: number,
  values: Partial<typeof rechargeRequests.$inferInsert>,
): Promise<void> {
  await tx.update(rechargeRequests).set(values).where(eq(rechargeRequests.id, id));
}

/** The card a product is charged to: its own card, else the client's primary card. */
export async function cardToCharge(
  tx: Tx,
  clientId: number,
  cardId: number | null,
): Promise<CardRow | null> {
  const [row] = await tx
    .select()
    .from(cards)
    .where(
      and(
        eq(cards.clientId, clientId),
        eq(cards.status, 'ACTIVE'),
        cardId === null ? eq(cards.isPrimary, true) : eq(cards.id, cardId),
      ),
    )
    .orderBy(desc(cards.isPrimary))
    .limit(1);
  return row ?? null;
}

export async function clientStatus(tx: Tx, clientId: number): Promise<string | null> {
  const [row] = await tx
    .select({ status: clients.status })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('update');
  return row?.status ?? null;
}

export async function findPause(tx: Tx, clientId: number) {
  const [row] = await tx.select().from(rechargePauses).where(eq(rechargePauses.clientId, clientId));
  return row ?? null;
}

export const insertPause = (tx: Tx, values: typeof rechargePauses.$inferInsert) =>
  tx.insert(rechargePauses).values(values).onConflictDoNothing();

export const deletePause = (tx: Tx, clientId: number) =>
  tx.delete(rechargePauses).where(eq(rechargePauses.clientId, clientId));
