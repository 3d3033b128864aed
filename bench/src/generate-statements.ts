import { sql } from 'drizzle-orm';
import { closedMonthsSince } from '@client-admin/domain/billing/statements/statement-periods';
import type { Database } from '@client-admin/api/src/db/database';
import { writeMonthStatement } from '@client-admin/api/src/modules/billing/statements/statement-writer';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Writes the tenant's monthly statements of its last `months` closed months, one at a time, as
 * the monthly run writes one client's month (the whole job walks every client, and on this
 * database that walk is the slow part: see the README). Skips the months already written.
 */
export async function generateStatements(
  db: Database,
  clientId: number,
  months: number,
): Promise<number> {
  const now = new Date();
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  const wanted = closedMonthsSince(since, now).slice(-months);
  const existing = rowsOf<{ start: string }>(
    await db.execute(sql`
      SELECT period_start::text AS start FROM statements
      WHERE client_id = ${clientId} AND kind = 'monthly'`),
  );
  const have = new Set(existing.map((row) => row.start));
  for (const month of wanted.filter((m) => !have.has(m.start))) {
    await db.transaction((tx) => writeMonthStatement(tx, clientId, month.start, now));
  }
  return have.size + wanted.filter((m) => !have.has(m.start)).length;
}
