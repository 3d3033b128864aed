import { sql } from 'drizzle-orm';
import type { Database } from '@client-admin/api/src/db/database';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Gives the tenant `count` recorded e-mails over the last year (decision 0080), as the e-mail
 * port records them: one a minute or so, most delivered (a third opened, a ninth clicked), every
 * twentieth not delivered and every hundredth held back for a suppressed address; each with
 * its processed event. Set-based and idempotent (message ids `bench-{client}-{n}`). Returns how
 * many messages the tenant has.
 */
export async function generateEmailHistory(
  db: Database,
  clientId: number,
  count: number,
): Promise<number> {
  await db.execute(sql`
    INSERT INTO email_messages (msg_id, client_id, to_email, from_email, subject, category,
                                status, opens_count, clicks_count, created_at, last_event_at)
    SELECT 'bench-' || ${clientId} || '-' || g,
           ${clientId},
           'agent' || (g % 7) || '@bench.example.com',
           'no-reply@clientadmin.example.com',
           'New Auto lead ' || g,
           CASE WHEN g % 10 = 0 THEN 'test-lead' ELSE 'lead-delivery' END,
           CASE WHEN g % 100 = 0 THEN 'suppressed'
                WHEN g % 20 = 0 THEN 'not_delivered'
                ELSE 'delivered' END,
           CASE WHEN g % 3 = 0 AND g % 20 <> 0 THEN 1 ELSE 0 END,
           CASE WHEN g % 9 = 0 AND g % 20 <> 0 THEN 1 ELSE 0 END,
           now() - (g * interval '31 seconds'),
           now() - (g * interval '31 seconds') + interval '2 seconds'
    FROM generate_series(1, ${count}) AS g
    ON CONFLICT (msg_id) DO NOTHING`);
  await db.execute(sql`
    INSERT INTO email_events (message_id, event, occurred_at)
    SELECT m.id, 'processed', m.created_at FROM email_messages m
    WHERE m.client_id = ${clientId} AND m.msg_id LIKE 'bench-%'
      AND NOT EXISTS (SELECT 1 FROM email_events e WHERE e.message_id = m.id)`);
  await db.execute(sql`VACUUM (ANALYZE) email_messages`);
  await db.execute(sql`VACUUM (ANALYZE) email_events`);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS n FROM email_messages WHERE client_id = ${clientId}`,
    ),
  );
  return row?.n ?? 0;
}
