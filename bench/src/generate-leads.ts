import { sql } from 'drizzle-orm';
import type { Database } from '@client-admin/api/src/db/database';

/** Rows written per statement: the metrics triggers' transition tables stay a bounded size. */
const BATCH = 500_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Gives one client (the tenant) `count` leads it bought, half web and half calls, with set-based
 * SQL consistent with the lead flow's tables (decisions 0030, 0033): a `leads` row each, a
 * `lead_sales` row to one of its channels of the lead's product, and for calls an inbound call
 * and its leg (a sid, answered and completed, billed, linked to the sale). Times go back from
 * now a few seconds apart, so a month holds several hundred thousand of them. The metrics
 * triggers count them as the engine's sales are counted. Returns how many the tenant has.
 */
export async function generateLeads(
  db: Database,
  clientId: number,
  count: number,
): Promise<number> {
  const channelRows = rowsOf<{ product: number; ids: number[] }>(
    await db.execute(sql`
      SELECT product_type_id AS product, array_agg(id ORDER BY id) AS ids
      FROM channels WHERE client_id = ${clientId} GROUP BY product_type_id`),
  );
  const web = channelRows.find((r) => r.product === 1)?.ids ?? [];
  const call = channelRows.find((r) => r.product === 2)?.ids ?? [];
  if (web.length === 0 || call.length === 0) {
    throw new Error(`client ${clientId} needs a web and a call channel`);
  }
  const [existing] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM lead_sales WHERE client_id = ${clientId}`),
  );
  const have = existing?.n ?? 0;
  const webArray = sql.raw(`ARRAY[${web.join(',')}]::int[]`);
  const callArray = sql.raw(`ARRAY[${call.join(',')}]::int[]`);
  for (let start = have + 1; start <= count; start += BATCH) {
    const end = Math.min(start + BATCH - 1, count);
    // Leads: odd web, even calls; 3 seconds apart, newest first.
    await db.execute(sql`
      INSERT INTO leads (vendor_id, vendor_lead_id, product_type_id, quote_type, zip_code,
                         state_abbreviation, county, consumer, received_at)
      SELECT 1,
             CASE WHEN g % 2 = 0 THEN 'call:' ELSE '' END || 'bench-' || ${clientId} || '-' || g,
             CASE WHEN g % 2 = 0 THEN 2 ELSE 1 END,
             (ARRAY['auto','home','renter'])[1 + g % 3], '78701', 'TX', 'TRAVIS',
             jsonb_build_object(
               'firstName', (ARRAY['Olivia','Liam','Emma','Noah','Ava','Elijah','Sophia','James','Mia','Lucas'])[1 + g % 10],
               'lastName', (ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Lopez','Wilson','Moore'])[1 + (g / 10) % 11],
               'email', 'consumer' || g || '@bench.example.com',
               'phone', '(512) 555-' || lpad((g % 10000)::text, 4, '0')),
             now() - (g * 3 || ' seconds')::interval
      FROM generate_series(${start}::int, ${end}::int) AS g`);
    await db.execute(sql`
      INSERT INTO lead_sales (lead_id, channel_id, client_id, price_cents, local_date, sold_at,
                              product_type_id)
      SELECT l.id,
             CASE WHEN l.product_type_id = 2
                  THEN (${callArray})[1 + l.id % cardinality(${callArray})]
                  ELSE (${webArray})[1 + l.id % cardinality(${webArray})] END,
             ${clientId}, 1000 + (l.id % 20) * 125,
             (l.received_at AT TIME ZONE 'UTC')::date, l.received_at + interval '1 second',
             l.product_type_id
      FROM leads l
      WHERE l.vendor_id = 1
        AND l.vendor_lead_id IN (
          SELECT CASE WHEN g % 2 = 0 THEN 'call:' ELSE '' END || 'bench-' || ${clientId} || '-' || g
          FROM generate_series(${start}::int, ${end}::int) AS g)`);
    await db.execute(sql`
      INSERT INTO inbound_calls (vendor_id, vendor_call_id, lead_id, caller_number, zip_code,
                                 state_abbreviation, county, quote_type, call_type, received_at)
      SELECT 1, substr(l.vendor_lead_id, 6), l.id, l.consumer->>'phone', l.zip_code,
             l.state_abbreviation, l.county, l.quote_type, 'WarmTransfer', l.received_at
      FROM leads l
      WHERE l.vendor_id = 1
        AND l.vendor_lead_id IN (
          SELECT 'call:bench-' || ${clientId} || '-' || g
          FROM generate_series(${start}::int, ${end}::int) AS g WHERE g % 2 = 0)`);
    // Fresh statistics, or the planner takes the tenant for one sale and joins the batch's calls
    // by nested loops over the generated ids (hours at 500k).
    await db.execute(sql`ANALYZE lead_sales`);
    await db.execute(sql`ANALYZE inbound_calls`);
    await db.execute(sql`
      INSERT INTO call_legs (sid, call_id, channel_id, client_id, attempt, to_number, status,
                             delivered_at, answered_at, ended_at, duration_seconds, price_cents,
                             billable, sale_id)
      SELECT 'CA' || md5('bench-leg-' || c.id), c.id, s.channel_id, s.client_id, 1, '5125550100',
             'completed', c.received_at, c.received_at + interval '4 seconds',
             c.received_at + ((34 + c.id % 300) || ' seconds')::interval, 30 + c.id % 300,
             s.price_cents, true, s.id
      FROM inbound_calls c
      JOIN lead_sales s ON s.lead_id = c.lead_id AND s.client_id = ${clientId}
      WHERE c.vendor_id = 1
        AND c.vendor_call_id IN (
          SELECT 'bench-' || ${clientId} || '-' || g
          FROM generate_series(${start}::int, ${end}::int) AS g WHERE g % 2 = 0)`);
    console.log(`  ${end} of ${count} leads`);
  }
  // What autovacuum does in time: statistics, and the visibility map the index-only scans (the
  // call log's and web list's bounded counts) need; a table already vacuumed is skipped fast.
  for (const table of ['leads', 'lead_sales', 'inbound_calls', 'call_legs', 'lead_daily_metrics']) {
    await db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
  }
  return Math.max(have, count);
}
