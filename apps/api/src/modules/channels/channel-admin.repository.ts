import { asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { upsells } from '../../db/schema/channels';
import { quoteTypes } from '../../db/schema/packages';

export async function listQuoteTypes(tx: Tx) {
  return tx.select().from(quoteTypes).orderBy(asc(quoteTypes.sortOrder));
}

export async function listUpsells(tx: Tx, clientId: number) {
  return tx
    .select()
    .from(upsells)
    .where(eq(upsells.clientId, clientId))
    .orderBy(desc(upsells.upsellDate), desc(upsells.id));
}
