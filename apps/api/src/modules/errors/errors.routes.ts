import type { FastifyInstance } from 'fastify';
import { errorReportOperations as ops } from '@client-admin/contracts/error-reports';
import { createErrorReporter } from '../../adapters/error-reporting/create-error-reporter';
import type { ErrorReporter } from '../../adapters/error-reporting/error-reporter';
import { route } from '../../plugins/contract-route';
import { clearErrors, listErrors, reportError } from './errors.service';

export async function errorsRoutes(app: FastifyInstance, options: { reporter?: ErrorReporter }) {
  const db = app.database.db;
  const reporter = options.reporter ?? createErrorReporter(db, app.config.sentryDsn);

  route(
    app,
    ops.createErrorReport,
    async ({ user, body, request }) => {
      await reportError(reporter, user, body, request.headers['user-agent'] ?? '');
      return { received: true as const };
    },
    // A browser stuck in an error loop must not flood the table.
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );

  route(app, ops.listErrorReports, ({ query }) => listErrors(db, query));

  route(app, ops.clearErrorReports, () => clearErrors(db));
}
