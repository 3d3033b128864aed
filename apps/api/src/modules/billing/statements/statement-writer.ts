import {
  periodStatements,
  type MonthTotal,
} from '@client-admin/domain/billing/statements/statement-arithmetic';
import {
  closedMonthsSince,
  monthPeriod,
  monthStartOf,
  periodBounds,
  type StatementPeriod,
} from '@client-admin/domain/billing/statements/statement-periods';
import type { Database, Tx } from '../../../db/database';
import {
  clientsWithMovements,
  insertStatements,
  monthTotals,
  statementStarts,
  type NewStatement,
} from './statements.repository';

/** The monthly statement rows of some months of a client, from its totals per month. */
function monthlyRows(
  clientId: number,
  months: readonly StatementPeriod[],
  totals: readonly MonthTotal[],
  now: Date,
): NewStatement[] {
  return periodStatements(totals, months).map((products, i) => ({
    clientId,
    kind: 'monthly' as const,
    periodStart: months[i]!.start,
    periodEnd: months[i]!.end,
    products,
    createDate: now,
  }));
}

/**
 * Writes a client's monthly statement of one closed month (its first day given), unless it
 * exists: what the monthly run does for one client and month (the demo seed's last month).
 */
export async function writeMonthStatement(
  tx: Tx,
  clientId: number,
  monthStart: string,
  now: Date,
): Promise<void> {
  const month = monthPeriod(monthStart);
  const totals = await monthTotals(tx, clientId, periodBounds(month).until);
  await insertStatements(tx, monthlyRows(clientId, [month], totals, now));
}

/** Clients per transaction of the monthly run. */
export const STATEMENT_BATCH_SIZE = 100;

/** The monthly statements one client lacks, computed from its ledger. */
async function missingMonthlyStatements(
  tx: Tx,
  clientId: number,
  firstMovement: Date,
  existing: ReadonlySet<string>,
  now: Date,
): Promise<NewStatement[]> {
  const missing = closedMonthsSince(firstMovement, now).filter((m) => !existing.has(m.start));
  if (missing.length === 0) return [];
  const currentMonth = new Date(`${monthStartOf(now)}T00:00:00.000Z`);
  return monthlyRows(clientId, missing, await monthTotals(tx, clientId, currentMonth), now);
}

/**
 * The monthly statements job's work: for every client, a statement of each closed UTC month
 * since its first balance movement that has none yet, a batch of clients per transaction. A
 * statement another run wrote meanwhile is kept (insert … on conflict do nothing), so two
 * instances, or a retry, write each month once.
 */
export async function writeMonthlyStatements(
  db: Database,
  now: Date,
  batchSize: number = STATEMENT_BATCH_SIZE,
): Promise<{ clients: number; written: number }> {
  let afterId = 0;
  let seen = 0;
  let written = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const clients = await clientsWithMovements(tx, afterId, batchSize);
      const active = clients.filter(
        (c): c is { clientId: number; firstMovement: Date } => c.firstMovement !== null,
      );
      const starts = await statementStarts(
        tx,
        active.map((c) => c.clientId),
        'monthly',
      );
      const rows: NewStatement[] = [];
      for (const client of active) {
        const existing = new Set(
          starts.filter((s) => s.clientId === client.clientId).map((s) => s.periodStart),
        );
        rows.push(
          ...(await missingMonthlyStatements(
            tx,
            client.clientId,
            client.firstMovement,
            existing,
            now,
          )),
        );
      }
      written += await insertStatements(tx, rows);
      return clients;
    });
    if (batch.length === 0) break;
    seen += batch.length;
    afterId = batch[batch.length - 1]!.clientId;
  }
  return { clients: seen, written };
}
