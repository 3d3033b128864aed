import { periodStatements } from '@client-admin/domain/billing/statements/statement-arithmetic';
import {
  cancellationPeriod,
  periodBounds,
} from '@client-admin/domain/billing/statements/statement-periods';
import type {
  CancelStatementSummary,
  LastStatementResponse,
  StatementsFilter,
  StatementsResponse,
} from '@client-admin/contracts/billing-statements';
import {
  STATEMENT_MESSAGES,
  statementFileName,
} from '@client-admin/domain/billing/statements/statement-constants';
import type { Database, Tx } from '../../../db/database';
import { notFound } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { checkClientFor, loadClientFor } from '../../clients/clients.public';
import { toCancelStatementSummary, toStatement } from './statement-mapper';
import { renderStatementPdf } from './statement-pdf';
import {
  findLastStatement,
  findStatement,
  listStatements,
  listStatementsOfKind,
  monthTotals,
  upsertStatement,
} from './statements.repository';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Writes (or, for the same effective date, rewrites) a client's cancellation statement: from the
 * start of the current month to the effective date (YYYY-MM-DD, UTC), with each product's final
 * balance. Runs in the caller's transaction; reads the ledger only.
 */
export async function writeCancellationStatement(
  tx: Tx,
  clientId: number,
  effectiveDate: string,
  now: Date = new Date(),
): Promise<void> {
  if (!ISO_DATE.test(effectiveDate) || Number.isNaN(Date.parse(effectiveDate))) {
    throw new Error(`effectiveDate must be YYYY-MM-DD, not ${effectiveDate}`);
  }
  const period = cancellationPeriod(effectiveDate, now);
  const totals = await monthTotals(tx, clientId, periodBounds(period).until);
  const [products] = periodStatements(totals, [period]);
  await upsertStatement(tx, {
    clientId,
    kind: 'cancellation',
    periodStart: period.start,
    periodEnd: period.end,
    products: products!,
    createDate: now,
  });
}

/** GET /api/billing/{id}/statements. */
export async function getStatements(
  db: Database,
  user: RequestUser,
  clientId: number,
  query: StatementsFilter,
): Promise<StatementsResponse> {
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    const { rows, total } = await listStatements(tx, {
      clientId,
      from: query.from ?? null,
      to: query.to ?? null,
      sortBy: query.sortBy,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      items: rows.map(toStatement),
      metaData: {
        page: query.page,
        pageSize: query.pageSize,
        totalRecords: total,
        totalPages: Math.ceil(total / query.pageSize),
      },
    };
  });
}

/** GET /api/billing/{id}/last-statement. */
export async function getLastStatement(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<LastStatementResponse> {
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    const row = await findLastStatement(tx, clientId);
    return row
      ? { createDate: row.createDate.toISOString(), statement: toStatement(row) }
      : { createDate: null, statement: null };
  });
}

/** GET /api/billing/{id}/cancelstatementsummaries. */
export async function getCancelStatementSummaries(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<CancelStatementSummary[]> {
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    return (await listStatementsOfKind(tx, clientId, 'cancellation')).map(toCancelStatementSummary);
  });
}

/** GET /api/billing/{id}/statements/{statementId}/pdf: another client's statement is a 404. */
export async function getStatementPdf(
  db: Database,
  user: RequestUser,
  clientId: number,
  statementId: number,
): Promise<{ fileName: string; bytes: Buffer }> {
  const { statement, client } = await db.transaction(async (tx) => {
    const clientRow = await loadClientFor(tx, user, clientId);
    const row = await findStatement(tx, clientId, statementId);
    if (!row) throw notFound(STATEMENT_MESSAGES.notFound);
    return { statement: toStatement(row), client: { id: clientRow.id, name: clientRow.fullName } };
  });
  return {
    fileName: statementFileName(statement),
    bytes: await renderStatementPdf(statement, client),
  };
}
