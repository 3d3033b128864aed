import { count, desc } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { errorReports } from '../../db/schema/error-reports';

export type ErrorReportRow = typeof errorReports.$inferSelect;

export async function listErrorReports(
  tx: Tx,
  page: { limit: number; offset: number },
): Promise<{ rows: ErrorReportRow[]; total: number }> {
  const rows = await tx
    .select()
    .from(errorReports)
    .orderBy(desc(errorReports.receivedAt), desc(errorReports.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await tx.select({ n: count() }).from(errorReports);
  return { rows, total: counted?.n ?? 0 };
}

export async function deleteErrorReports(tx: Tx): Promise<number> {
  const rows = await tx.delete(errorReports).returning({ id: errorReports.id });
  return rows.length;
}
