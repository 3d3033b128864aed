import { sql } from 'drizzle-orm';
import type { Database } from '@client-admin/api/src/db/database';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Gives the tenant's newest `count` web leads their deliveries, as the lead flow queues them
 * (decision 0037): an e-mail each and, every other lead, a post to a CRM target, sent a second
 * after the sale (every fifth CRM post failed after its retries). The web lead list shows one
 * row a lead with its deliveries inside (issue 36): a lead of two deliveries is what made it
 * list a lead twice. Set-based and idempotent (the unique sale, kind and target). Returns how
 * many deliveries the tenant's web leads have.
 */
export async function generateDeliveries(
  db: Database,
  clientId: number,
  count: number,
): Promise<number> {
  await db.execute(sql`
    WITH newest AS (
      SELECT id, sold_at FROM lead_sales
      WHERE client_id = ${clientId} AND product_type_id = 1
      ORDER BY sold_at DESC, id DESC
      LIMIT ${count}
    )
    INSERT INTO lead_deliveries (sale_id, kind, "to", payload, status, attempts, next_attempt_at,
                                 last_error, sent_at)
    SELECT n.id, k.kind, k.target, NULL,
           CASE WHEN k.kind = 'crm' AND n.id % 10 = 5 THEN 'failed' ELSE 'sent' END,
           CASE WHEN k.kind = 'crm' AND n.id % 10 = 5 THEN 8 ELSE 1 END,
           n.sold_at,
           CASE WHEN k.kind = 'crm' AND n.id % 10 = 5 THEN 'HTTP 503' END,
           CASE WHEN k.kind = 'crm' AND n.id % 10 = 5 THEN NULL
                ELSE n.sold_at + interval '1 second' END
    FROM newest n
    CROSS JOIN LATERAL (VALUES ('email', 'agency@bench.example.com'), ('crm', 'ecrm')) AS k(kind, target)
    WHERE k.kind = 'email' OR n.id % 2 = 1
    ON CONFLICT (sale_id, kind, "to") DO NOTHING`);
  await db.execute(sql`VACUUM (ANALYZE) lead_deliveries`);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM lead_deliveries d
      JOIN lead_sales s ON s.id = d.sale_id
      WHERE s.client_id = ${clientId} AND s.product_type_id = 1`),
  );
  return row?.n ?? 0;
}
