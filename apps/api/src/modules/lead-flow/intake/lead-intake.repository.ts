import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { leads, leadSales } from '../../../db/schema/lead-flow';

export type LeadRow = typeof leads.$inferSelect;

/**
 * Inserts the leads, each unless its vendor posted its lead id before (or earlier in the same
 * insert): the rows inserted. A concurrent first post of the same id holds the unique index until
 * it commits, so this waits and then sees it.
 */
export async function insertLeads(
  tx: Tx,
  values: readonly (typeof leads.$inferInsert)[],
): Promise<LeadRow[]> {
  return tx
    .insert(leads)
    .values([...values])
    .onConflictDoNothing()
    .returning();
}

/** Inserts the lead unless its vendor posted its lead id before; null then (insertLeads). */
export async function insertLead(
  tx: Tx,
  values: typeof leads.$inferInsert,
): Promise<LeadRow | null> {
  const [row] = await insertLeads(tx, [values]);
  return row ?? null;
}

export async function findVendorLead(
  tx: Tx,
  vendorId: number,
  vendorLeadId: string,
): Promise<LeadRow | null> {
  const [row] = await tx
    .select()
    .from(leads)
    .where(and(eq(leads.vendorId, vendorId), eq(leads.vendorLeadId, vendorLeadId)));
  return row ?? null;
}

export async function countSales(tx: Tx, leadId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(leadSales).where(eq(leadSales.leadId, leadId));
  return row?.n ?? 0;
}
