import { sql } from 'drizzle-orm';
import type { Database } from '@client-admin/api/src/db/database';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Fills the signups table up to `target` rows for the pending list's scenarios: one statement,
 * every 4th signed (off the list), the rest drafts and sent ones of five sales people, updated
 * over the last year. Their documents are small drafts: the list reads only its columns.
 */
export async function generateSignups(db: Database, target: number): Promise<number> {
  const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM signups`),
  );
  if (n >= target) return n;
  await db.execute(sql`
    INSERT INTO signups (status, fields, full_name, email, parent_company, channel_count,
      is_account_valid, sales_person_email, created_by, created_at, updated_at)
    SELECT
      CASE WHEN i % 4 = 0 THEN 'SIGNED' WHEN i % 4 = 1 THEN 'SENT' ELSE 'DRAFT' END,
      jsonb_build_object('client', jsonb_build_object('fullName', 'Bench Agency ' || i)),
      'Bench Agency ' || i,
      'agent' || i || '@bench.example.com',
      'STATEFARM',
      i % 3,
      i % 2 = 0,
      'sales' || (i % 5) || '@bench.example.com',
      'bench',
      now() - (i % 365) * interval '1 day',
      now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute'
    FROM generate_series(${n + 1}::int, ${target}::int) AS i`);
  await db.execute(sql`VACUUM ANALYZE signups`);
  return target;
}
