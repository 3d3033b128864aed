import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { setCappedStatus } from '../../channels/channels.public';
import { executeNamed } from '../../../db/named-statement';
import { channelCapRestores, leadDecisions, leadSales } from '../../../db/schema/lead-flow';

/** A sale to write, with the id reserved for it (reserveSaleIds). */
export type NewSale = typeof leadSales.$inferInsert & { id: number };
export type NewDecision = typeof leadDecisions.$inferInsert;

/**
 * One lead's sales as one insert with one parameter, answering their ids and clients: its text is
 * the same whatever the number of sales, so it is parsed and planned once (executeNamed).
 */
function salesInsert(sales: readonly NewSale[]) {
  const json = JSON.stringify(
    sales.map((s) => ({
      id: s.id,
      lead_id: s.leadId,
      channel_id: s.channelId,
      client_id: s.clientId,
      price_cents: s.priceCents,
      ledger_transaction_id: s.ledgerTransactionId ?? null,
      local_date: s.localDate,
      sold_at: s.soldAt,
      product_type_id: s.productTypeId,
    })),
  );
  return sql`
    insert into ${leadSales} (id, lead_id, channel_id, client_id, price_cents,
      ledger_transaction_id, local_date, sold_at, product_type_id)
    select id, lead_id, channel_id, client_id, price_cents, ledger_transaction_id, local_date,
      sold_at, product_type_id
    from jsonb_to_recordset(${json}::jsonb) as r(id int, lead_id int, channel_id int,
      client_id int, price_cents int, ledger_transaction_id int, local_date date,
      sold_at timestamptz, product_type_id smallint)
    returning id, client_id`;
}

/**
 * Ids for sales about to be written, taken from the sales' own sequence: the buyer's ledger
 * charge is written first and names the lead by the id the buyer sees (its sale's).
 */
export async function reserveSaleIds(tx: Tx, count: number): Promise<number[]> {
  const result = await executeNamed(
    tx,
    sql`select nextval(pg_get_serial_sequence('lead_sales', 'id'))::int as id
      from generate_series(1, ${count}::int)`,
  );
  return (result as { rows: { id: number }[] }).rows.map((row) => row.id);
}

const salesByClient = (result: unknown): Map<number, number> =>
  new Map(
    (result as { rows: { id: number; client_id: number }[] }).rows.map((row) => [
      row.client_id,
      row.id,
    ]),
  );

/** One lead's sales, one a client (lead_sales_lead_client): their ids by client. */
export async function insertSales(
  tx: Tx,
  values: readonly NewSale[],
): Promise<Map<number, number>> {
  return salesByClient(await executeNamed(tx, salesInsert(values)));
}

export async function insertSale(tx: Tx, values: NewSale): Promise<number> {
  return (await insertSales(tx, [values])).get(values.clientId)!;
}

/**
 * A decision's rows as one insert with one parameter: a hundred candidates through the query
 * builder cost milliseconds of JavaScript for each lead, and one text is planned once.
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
  await executeNamed(tx, decisionsInsert(rows));
}

/** A lead's sales and its decision rows in one statement: the sales' ids by client. */
export async function insertSalesAndDecisions(
  tx: Tx,
  sales: readonly NewSale[],
  decisions: readonly NewDecision[],
): Promise<Map<number, number>> {
  if (decisions.length === 0) return insertSales(tx, sales);
  return salesByClient(
    await executeNamed(
      tx,
      sql`with decided as (${decisionsInsert(decisions)}) ${salesInsert(sales)}`,
    ),
  );
}

/** Sets a capped channel's status and when it is ACTIVE again. */
export async function holdCappedChannel(
  tx: Tx,
  channelId: number,
  cap: { status: 'DAYCAPPED' | 'WEEKCAPPED'; restoresAt: Date },
): Promise<void> {
  await setCappedStatus(tx, channelId, cap.status);
  await tx
    .insert(channelCapRestores)
    .values({ channelId, ...cap })
    .onConflictDoUpdate({ target: channelCapRestores.channelId, set: { ...cap } });
}
