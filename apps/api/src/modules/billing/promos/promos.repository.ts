import { asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { clientPromos, promos } from '../../../db/schema/billing-money';

export type PromoRow = typeof promos.$inferSelect;

export const listPromos = (tx: Tx): Promise<PromoRow[]> =>
  tx.select().from(promos).orderBy(asc(promos.sortOrder));

export async function findPromo(tx: Tx, code: string): Promise<PromoRow | null> {
  const [row] = await tx.select().from(promos).where(eq(promos.code, code));
  return row ?? null;
}

export async function insertPromo(tx: Tx, row: typeof promos.$inferInsert): Promise<PromoRow> {
  const [saved] = await tx.insert(promos).values(row).onConflictDoNothing().returning();
  return saved!;
}

/** The next place in the list, after the built-in promos and those defined before. */
export async function nextPromoOrder(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${promos.sortOrder}), 0)::int + 1` })
    .from(promos);
  return row?.n ?? 1;
}

export async function updatePromo(
  tx: Tx,
  code: string,
  values: { name: string; amountCents: number | null },
): Promise<PromoRow | null> {
  const [row] = await tx.update(promos).set(values).where(eq(promos.code, code)).returning();
  return row ?? null;
}

export type ClientPromoRow = typeof clientPromos.$inferSelect & { name: string };

export async function insertClientPromo(
  tx: Tx,
  row: typeof clientPromos.$inferInsert,
): Promise<typeof clientPromos.$inferSelect> {
  const [saved] = await tx.insert(clientPromos).values(row).returning();
  return saved!;
}

/** The client's promos, newest first (a client has few: 500 at most are answered). */
export const listClientPromos = (tx: Tx, clientId: number): Promise<ClientPromoRow[]> =>
  tx
    .select({ ...getTableColumns(clientPromos), name: promos.name })
    .from(clientPromos)
    .innerJoin(promos, eq(promos.code, clientPromos.promoCode))
    .where(eq(clientPromos.clientId, clientId))
    .orderBy(desc(clientPromos.createdAt), desc(clientPromos.id))
    .limit(500);
