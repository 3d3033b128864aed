import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { upsells } from '../../../db/schema/channels';

export async function listUpsells(tx: Tx, clientId: number) {
  return tx
    .select()
    .from(upsells)
    .where(eq(upsells.clientId, clientId))
    .orderBy(desc(upsells.upsellDate), desc(upsells.id));
}

export async function insertUpsells(tx: Tx, rows: (typeof upsells.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(upsells).values(rows);
}
