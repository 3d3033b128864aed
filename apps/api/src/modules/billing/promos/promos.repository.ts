import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { promos } from '../../../db/schema/billing-money';

export type PromoRow = typeof promos.$inferSelect;

export const listPromos = (tx: Tx): Promise<PromoRow[]> =>
  tx.select().from(promos).orderBy(asc(promos.sortOrder));

export async function findPromo(tx: Tx, code: string): Promise<PromoRow | null> {
  const [row] = await tx.select().from(promos).where(eq(promos.code, code));
  return row ?? null;
}
