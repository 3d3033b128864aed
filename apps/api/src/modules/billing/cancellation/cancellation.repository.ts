import { and, asc, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { clientCancellations } from '../../../db/schema/billing-cancellations';

export type CancellationRow = typeof clientCancellations.$inferSelect;
export type NewCancellation = typeof clientCancellations.$inferInsert;

const scheduled = eq(clientCancellations.state, 'scheduled');

/** The client's scheduled cancellation, if any; `lock` holds it until the transaction ends. */
export async function findScheduledCancellation(
  tx: Tx,
  clientId: number,
  options: { lock?: boolean } = {},
): Promise<CancellationRow | null> {
  const query = tx
    .select()
    .from(clientCancellations)
    .where(and(eq(clientCancellations.clientId, clientId), scheduled));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertCancellation(tx: Tx, row: NewCancellation): Promise<CancellationRow> {
  const [inserted] = await tx.insert(clientCancellations).values(row).returning();
  if (!inserted) throw new Error('client_cancellations insert returned no row');
  return inserted;
}

export async function withdrawCancellation(
  tx: Tx,
  id: number,
  by: string,
  at: Date,
): Promise<void> {
  await tx
    .update(clientCancellations)
    .set({ state: 'cancelled', withdrawnBy: by, withdrawnAt: at })
    .where(eq(clientCancellations.id, id));
}

export async function markCancellationDone(tx: Tx, id: number, at: Date): Promise<void> {
  await tx
    .update(clientCancellations)
    .set({ state: 'done', appliedAt: at })
    .where(eq(clientCancellations.id, id));
}

/** The scheduled cancellations whose day has come (`today` included), oldest day first. */
export const listDueCancellations = (tx: Tx, today: string) =>
  tx
    .select({ id: clientCancellations.id, clientId: clientCancellations.clientId })
    .from(clientCancellations)
    .where(and(scheduled, lte(clientCancellations.effectiveDate, today)))
    .orderBy(asc(clientCancellations.effectiveDate), asc(clientCancellations.id));
