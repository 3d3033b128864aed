import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { clientLogs } from '../../db/schema/clients';

export type ClientLogRow = typeof clientLogs.$inferSelect;

export interface NewClientLog {
  clientId: number;
  actorUserId: string | null;
  actorEmail: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit row of a change; callers write it in the transaction that made the change. */
export async function insertClientLog(tx: Tx, entry: NewClientLog): Promise<void> {
  await tx.insert(clientLogs).values(entry);
}

export interface ClientLogCriteria {
  clientId: number;
  /** First day included (YYYY-MM-DD), read in timeZone. */
  firstDay: string | null;
  /** Last day included (YYYY-MM-DD), read in timeZone. */
  lastDay: string | null;
  timeZone: string;
  since: Date | null;
  descending: boolean;
  limit: number;
  offset: number;
}

export async function listClientLogs(
  tx: Tx,
  criteria: ClientLogCriteria,
): Promise<{ rows: ClientLogRow[]; total: number }> {
  const conditions: SQL[] = [eq(clientLogs.clientId, criteria.clientId)];
  if (criteria.firstDay) {
    conditions.push(
      sql`${clientLogs.createdAt} >= (${criteria.firstDay}::date::timestamp at time zone ${criteria.timeZone})`,
    );
  }
  if (criteria.lastDay) {
    conditions.push(
      sql`${clientLogs.createdAt} < ((${criteria.lastDay}::date + 1)::timestamp at time zone ${criteria.timeZone})`,
    );
  }
  if (criteria.since) conditions.push(gte(clientLogs.createdAt, criteria.since));
  const where = and(...conditions);
  const order = criteria.descending
    ? [desc(clientLogs.createdAt), desc(clientLogs.id)]
    : [asc(clientLogs.createdAt), asc(clientLogs.id)];
  const rows = await tx
    .select()
    .from(clientLogs)
    .where(where)
    .orderBy(...order)
    .limit(criteria.limit)
    .offset(criteria.offset);
  const [counted] = await tx.select({ n: count() }).from(clientLogs).where(where);
  return { rows, total: counted?.n ?? 0 };
}
