import type { CreateErrorReportRequest, ErrorReport } from '@client-admin/contracts/error-reports';
import type { ErrorReporter } from '../../adapters/error-reporting/error-reporter';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../plugins/auth';
import { deleteErrorReports, listErrorReports, type ErrorReportRow } from './errors.repository';

/** POST /api/errors: any signed-in user reports what its browser met. */
export async function reportError(
  reporter: ErrorReporter,
  user: RequestUser,
  request: CreateErrorReportRequest,
  userAgent: string,
): Promise<void> {
  await reporter.report({
    message: request.message,
    stack: request.stack ?? null,
    url: request.url,
    kind: request.kind,
    status: request.status ?? null,
    occurredAt: new Date(request.at),
    userId: user.id,
    userEmail: user.email,
    userAgent: userAgent.slice(0, 500),
  });
}

const toErrorReport = (row: ErrorReportRow): ErrorReport => ({
  id: row.id,
  message: row.message,
  stack: row.stack,
  url: row.url,
  kind: row.kind,
  status: row.status,
  at: row.occurredAt.toISOString(),
  receivedAt: row.receivedAt.toISOString(),
  userEmail: row.userEmail,
  userAgent: row.userAgent,
});

/** GET /api/errors: developers, newest first. */
export async function listErrors(db: Database, query: { page: number; pageSize: number }) {
  const { rows, total } = await db.transaction((tx) =>
    listErrorReports(tx, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
  );
  return {
    items: rows.map(toErrorReport),
    metaData: {
      page: query.page,
      pageSize: query.pageSize,
      totalRecords: total,
      totalPages: Math.ceil(total / query.pageSize),
    },
  };
}

/** DELETE /api/errors: developers clear the stored reports. */
export async function clearErrors(db: Database): Promise<{ deleted: number }> {
  return { deleted: await db.transaction((tx) => deleteErrorReports(tx)) };
}
