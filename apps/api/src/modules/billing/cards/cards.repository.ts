import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { cards, customerServiceAlerts } from '../../../db/schema/billing-cards';
import { productTerms } from '../../../db/schema/billing-products';

export type CardRow = typeof cards.$inferSelect;
export type NewCard = typeof cards.$inferInsert;

/** A client's active cards, primary first, then oldest first. */
export const listActiveCards = (tx: Tx, clientId: number) =>
  tx
    .select()
    .from(cards)
    .where(and(eq(cards.clientId, clientId), eq(cards.status, 'ACTIVE')))
    .orderBy(desc(cards.isPrimary), asc(cards.id));

export async function countActiveCards(tx: Tx, clientId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cards)
    .where(and(eq(cards.clientId, clientId), eq(cards.status, 'ACTIVE')));
  return row?.n ?? 0;
}

/** The vault's customer profile the client's cards are under, if it has one in this vault. */
export async function findCustomerProfileId(
  tx: Tx,
  clientId: number,
  vault: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ id: cards.customerProfileId })
    .from(cards)
    .where(and(eq(cards.clientId, clientId), eq(cards.vault, vault)))
    .orderBy(asc(cards.id))
    .limit(1);
  return row?.id ?? null;
}

/** An active card of the client; `lock` holds it until the transaction ends. */
export async function findActiveCard(
  tx: Tx,
  clientId: number,
  cardId: number,
  options: { lock?: boolean } = {},
): Promise<CardRow | null> {
  const query = tx
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.clientId, clientId), eq(cards.status, 'ACTIVE')));
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

export async function insertCard(tx: Tx, values: NewCard): Promise<CardRow> {
  const [row] = await tx.insert(cards).values(values).returning();
  return row!;
}

export async function updateCard(
  tx: Tx,
  cardId: number,
  values: Partial<NewCard>,
): Promise<CardRow> {
  const [row] = await tx
    .update(cards)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cards.id, cardId))
    .returning();
  return row!;
}

/** Makes one card the primary one: the others of the client first lose the flag. */
export async function setPrimary(tx: Tx, clientId: number, cardId: number): Promise<void> {
  await tx
    .update(cards)
    .set({ isPrimary: false })
    .where(and(eq(cards.clientId, clientId), ne(cards.id, cardId), eq(cards.isPrimary, true)));
  await tx.update(cards).set({ isPrimary: true }).where(eq(cards.id, cardId));
}

/** A removed card is no product's card any more: those products fall back to the primary. */
export const forgetProductCard = (tx: Tx, cardId: number) =>
  tx.update(productTerms).set({ cardId: null }).where(eq(productTerms.cardId, cardId));

/** The one alert a client raises: it is at the card limit (seed 002 §4), in its own words. */
export const insertCardLimitAlert = (
  tx: Tx,
  values: { clientId: number; message: string; raisedBy: string },
) => tx.insert(customerServiceAlerts).values({ ...values, reason: 'CARD_LIMIT' });
