import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { leadDeliveries, leads, leadSales } from '../../../db/schema/lead-flow';

export type NewDelivery = Pick<
  typeof leadDeliveries.$inferInsert,
  'saleId' | 'kind' | 'to' | 'payload' | 'nextAttemptAt'
>;

/** A lead's deliveries (its sales' e-mails and CRM posts) in one statement. */
export async function enqueueDeliveries(tx: Tx, values: readonly NewDelivery[]): Promise<void> {
  if (values.length === 0) return;
  await tx.insert(leadDeliveries).values([...values]);
}

/** What a CRM post of a lead may name ({{field}} in the target's template). */
export async function findLeadForPost(tx: Tx, leadId: number) {
  const [row] = await tx
    .select({
      consumer: leads.consumer,
      zipCode: leads.zipCode,
      stateAbbreviation: leads.stateAbbreviation,
      quoteType: leads.quoteType,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  return row ?? null;
}

/**
 * The next due delivery with its sale and lead, locked; SKIP LOCKED lets two instances drain
 * the outbox side by side without sending one twice.
 */
export async function claimDueDelivery(tx: Tx, now: Date) {
  const [row] = await tx
    .select({
      id: leadDeliveries.id,
      kind: leadDeliveries.kind,
      to: leadDeliveries.to,
      payload: leadDeliveries.payload,
      attempts: leadDeliveries.attempts,
      saleId: leadSales.id,
      channelId: leadSales.channelId,
      priceCents: leadSales.priceCents,
      leadId: leads.id,
      quoteType: leads.quoteType,
      zipCode: leads.zipCode,
      stateAbbreviation: leads.stateAbbreviation,
      county: leads.county,
      consumer: leads.consumer,
      receivedAt: leads.receivedAt,
    })
    .from(leadDeliveries)
    .innerJoin(leadSales, eq(leadSales.id, leadDeliveries.saleId))
    .innerJoin(leads, eq(leads.id, leadSales.leadId))
    .where(and(eq(leadDeliveries.status, 'pending'), lte(leadDeliveries.nextAttemptAt, now)))
    .orderBy(asc(leadDeliveries.nextAttemptAt), asc(leadDeliveries.id))
    .limit(1)
    .for('update', { of: leadDeliveries, skipLocked: true });
  return row ?? null;
}

export type DueDelivery = NonNullable<Awaited<ReturnType<typeof claimDueDelivery>>>;

/** Takes the delivery for one attempt: counted, and not due again before `retryAt`. */
export async function leaseDelivery(tx: Tx, id: number, retryAt: Date): Promise<void> {
  await tx
    .update(leadDeliveries)
    .set({ nextAttemptAt: retryAt, attempts: sql`${leadDeliveries.attempts} + 1` })
    .where(eq(leadDeliveries.id, id));
}

export async function markSent(tx: Tx, id: number, now: Date): Promise<void> {
  await tx
    .update(leadDeliveries)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(eq(leadDeliveries.id, id));
}

/** An attempt failed: the lease stands as the next attempt, or the delivery gives up. */
export async function markAttemptFailed(
  tx: Tx,
  id: number,
  outcome: { finalAttempt: boolean; error: string },
): Promise<void> {
  await tx
    .update(leadDeliveries)
    .set({ lastError: outcome.error, ...(outcome.finalAttempt ? { status: 'failed' } : {}) })
    .where(eq(leadDeliveries.id, id));
}

/** A failed delivery sent again from its first attempt (staff's dead-letter requeue). */
export async function requeueDelivery(tx: Tx, id: number, now: Date): Promise<void> {
  await tx
    .update(leadDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null })
    .where(eq(leadDeliveries.id, id));
}
