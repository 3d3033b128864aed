import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { channels } from '../../../db/schema/channels';
import { channelCapRestores, leadDecisions, leadSales } from '../../../db/schema/lead-flow';

export type NewSale = typeof leadSales.$inferInsert;
export type NewDecision = typeof leadDecisions.$inferInsert;

/** One lead's sales, one a client (lead_sales_lead_client): their ids by client. */
export async function insertSales(
  tx: Tx,
  values: readonly NewSale[],
): Promise<Map<number, number>> {
  const rows = await tx
    .insert(leadSales)
    .values([...values])
    .returning({ id: leadSales.id, clientId: leadSales.clientId });
  return new Map(rows.map((row) => [row.clientId, row.id]));
}

export async function insertSale(tx: Tx, values: NewSale): Promise<number> {
  return (await insertSales(tx, [values])).get(values.clientId)!;
}

/**
 * A decision's rows as one insert with one parameter: a hundred candidates through the query
 * builder cost milliseconds of JavaScript for each lead.
 */
function decisionsInsert(rows: readonly NewDecision[]) {
  const json = JSON.stringify(
    rows.map((r) => ({
      lead_id: r.leadId,
      channel_id: r.channelId,
      eligible: r.eligible,
      reason_code: r.reasonCode ?? null,
      details: r.details ?? {},
      decided_at: r.decidedAt,
    })),
  );
  return sql`
    insert into ${leadDecisions} (lead_id, channel_id, eligible, reason_code, details, decided_at)
    select lead_id, channel_id, eligible, reason_code, details, decided_at
    from jsonb_to_recordset(${json}::jsonb) as r(lead_id int, channel_id int, eligible boolean,
      reason_code text, details jsonb, decided_at timestamptz)`;
}

export async function insertDecisions(tx: Tx, rows: readonly NewDecision[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(decisionsInsert(rows));
}

/** A lead's sales and its decision rows in one statement: the sales' ids by client. */
export async function insertSalesAndDecisions(
  tx: Tx,
  sales: readonly NewSale[],
  decisions: readonly NewDecision[],
): Promise<Map<number, number>> {
  if (decisions.length === 0) return insertSales(tx, sales);
  const salesInsert = tx
    .insert(leadSales)
    .values([...sales])
    .returning({ id: leadSales.id, clientId: leadSales.clientId });
  const result = await tx.execute(
    sql`with decided as (${decisionsInsert(decisions)}) ${salesInsert.getSQL()}`,
  );
  const rows = (result as unknown as { rows: { id: number; client_id: number }[] }).rows;
  return new Map(rows.map((row) => [row.client_id, row.id]));
}

/** Sets a capped channel's status and when it is ACTIVE again. */
export async function holdCappedChannel(
  tx: Tx,
  channelId: number,
  cap: { status: 'DAYCAPPED' | 'WEEKCAPPED'; restoresAt: Date },
): Promise<void> {
  await tx
    .update(channels)
    .set({
      status: cap.status,
      updatedAt: sql`now()`,
      version: sql`${channels.version} + 1`,
    })
    .where(eq(channels.id, channelId));
  await tx
    .insert(channelCapRestores)
    .values({ channelId, ...cap })
    .onConflictDoUpdate({ target: channelCapRestores.channelId, set: { ...cap } });
}
