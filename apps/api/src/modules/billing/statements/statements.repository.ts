import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import type { MonthTotal } from '@client-admin/domain/billing/statements/statement-arithmetic';
import type {
  StatementKind,
  StatementSort,
} from '@client-admin/domain/billing/statements/statement-constants';
import type { Tx } from '../../../db/database';
import { ledgerEntries, ledgerTransactions } from '../../../db/schema/billing';
import { clients } from '../../../db/schema/clients';
import { statements } from '../../../db/schema/statements';

/** Statements' queries, and the ledger reads they are made of (read only: never a ledger write). */
export type StatementRow = typeof statements.$inferSelect;
export type NewStatement = typeof statements.$inferInsert;

/** Every balance movement of a client dated before `until`, summed per UTC month. */
export async function monthTotals(tx: Tx, clientId: number, until: Date): Promise<MonthTotal[]> {
  const month = sql<string>`to_char(date_trunc('month', ${ledgerEntries.createDate} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await tx
    .select({
      month,
      productType: ledgerEntries.productType,
      kind: ledgerTransactions.kind,
      cents: sql<string>`sum(${ledgerEntries.amountCents})::bigint`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.clientId, clientId),
        eq(ledgerEntries.account, 'client'),
        lt(ledgerEntries.createDate, until),
      ),
    )
    .groupBy(
      month,
      ledgerEntries.productType,
      ledgerTransactions.kind,
      sql`${ledgerEntries.amountCents} > 0`,
    );
  return rows.map((r) => ({
    month: r.month,
    productType: r.productType as ProductType,
    kind: r.kind,
    cents: Number(r.cents),
  }));
}

/** The next clients by id after `afterId`, each with the date of its first balance movement. */
export async function clientsWithMovements(
  tx: Tx,
  afterId: number,
  limit: number,
): Promise<{ clientId: number; firstMovement: Date | null }[]> {
  // The first entry of each client is one step into the entries' (client, account, date) index.
  // Written out with aliases: a column of the outer table would render unqualified in here.
  const firstMovement = sql<Date | null>`(
    select min(e.create_date) from ${ledgerEntries} e
    where e.client_id = ${clients}.id and e.account = 'client')`;
  return tx
    .select({
      clientId: clients.id,
      firstMovement: firstMovement.mapWith(ledgerEntries.createDate),
    })
    .from(clients)
    .where(gt(clients.id, afterId))
    .orderBy(asc(clients.id))
    .limit(limit);
}

/** The period starts of the statements of a kind some clients already have. */
export async function statementStarts(
  tx: Tx,
  clientIds: readonly number[],
  kind: StatementKind,
): Promise<{ clientId: number; periodStart: string }[]> {
  if (clientIds.length === 0) return [];
  return tx
    .select({ clientId: statements.clientId, periodStart: statements.periodStart })
    .from(statements)
    .where(and(inArray(statements.clientId, [...clientIds]), eq(statements.kind, kind)));
}

/** Inserts statements; one that exists already (same client, kind, period) is left as it was. */
export async function insertStatements(tx: Tx, rows: readonly NewStatement[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(statements)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: statements.id });
  return inserted.length;
}

/** Writes a statement, replacing the snapshot of the same client, kind and period. */
export async function upsertStatement(tx: Tx, row: NewStatement): Promise<StatementRow> {
  const [saved] = await tx
    .insert(statements)
    .values(row)
    .onConflictDoUpdate({
      target: [statements.clientId, statements.kind, statements.periodStart, statements.periodEnd],
      set: { products: row.products, createDate: row.createDate ?? sql`now()` },
    })
    .returning();
  return saved!;
}

export interface StatementFilter {
  clientId: number;
  /** Periods ending on or after this date. */
  from: string | null;
  /** Periods starting on or before this date. */
  to: string | null;
  sortBy: StatementSort;
  limit: number;
  offset: number;
}

const ORDERS: Record<StatementSort, SQL[]> = {
  '-createDate': [desc(statements.createDate), desc(statements.id)],
  createDate: [asc(statements.createDate), asc(statements.id)],
  '-periodStart': [desc(statements.periodStart), desc(statements.id)],
  periodStart: [asc(statements.periodStart), asc(statements.id)],
};

/** A page of a client's statements whose period meets [from, to], and how many there are. */
export async function listStatements(
  tx: Tx,
  filter: StatementFilter,
): Promise<{ rows: StatementRow[]; total: number }> {
  const where = and(
    eq(statements.clientId, filter.clientId),
    filter.from ? gte(statements.periodEnd, filter.from) : undefined,
    filter.to ? lte(statements.periodStart, filter.to) : undefined,
  );
  const rows = await tx
    .select()
    .from(statements)
    .where(where)
    .orderBy(...ORDERS[filter.sortBy])
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(statements)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** A client's newest statement of a kind (by create date), or every kind when none is given. */
export async function findLastStatement(
  tx: Tx,
  clientId: number,
  kind?: StatementKind,
): Promise<StatementRow | null> {
  const [row] = await tx
    .select()
    .from(statements)
    .where(and(eq(statements.clientId, clientId), kind ? eq(statements.kind, kind) : undefined))
    .orderBy(desc(statements.createDate), desc(statements.id))
    .limit(1);
  return row ?? null;
}

export async function listStatementsOfKind(
  tx: Tx,
  clientId: number,
  kind: StatementKind,
): Promise<StatementRow[]> {
  return tx
    .select()
    .from(statements)
    .where(and(eq(statements.clientId, clientId), eq(statements.kind, kind)))
    .orderBy(desc(statements.createDate), desc(statements.id));
}

/** A statement by id, if it is this client's. */
export async function findStatement(
  tx: Tx,
  clientId: number,
  id: number,
): Promise<StatementRow | null> {
  const [row] = await tx
    .select()
    .from(statements)
    .where(and(eq(statements.id, id), eq(statements.clientId, clientId)));
  return row ?? null;
}
