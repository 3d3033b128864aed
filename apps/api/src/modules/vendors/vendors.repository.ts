import { asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { vendors } from '../../db/schema/packages';

export async function listVendors(tx: Tx) {
  return tx.select().from(vendors).orderBy(asc(vendors.name), asc(vendors.id));
}

/** Active vendors with the most leads first. */
export async function listTopVendors(tx: Tx, count: number) {
  return tx
    .select()
    .from(vendors)
    .where(eq(vendors.isActive, true))
    .orderBy(desc(vendors.leadVolume), asc(vendors.name))
    .limit(count);
}
