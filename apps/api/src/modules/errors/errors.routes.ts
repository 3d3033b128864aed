import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearErrorReportsResponse,
  createErrorReportRequest,
  createErrorReportResponse,
  errorReportListQuery,
  errorReportListResponse,
} from '@client-admin/contracts/error-reports';
import { createErrorReporter } from '../../adapters/error-reporting/create-error-reporter';
import type { ErrorReporter } from '../../adapters/error-reporting/error-reporter';
import { currentUser } from '../../plugins/access';
import { clearErrors, listErrors, reportError } from './errors.service';

export const errorsRoutes: FastifyPluginAsyncZod<{ reporter?: ErrorReporter }> = async (
  app,
  options,
) => {
  const db = app.database.db;
  const reporter = options.reporter ?? createErrorReporter(db, app.config.sentryDsn);

  app.post(
    '/api/errors',
    {
      // A browser stuck in an error loop must not flood the table.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { body: createErrorReportRequest, response: { 202: createErrorReportResponse } },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'] ?? '';
      await reportError(reporter, currentUser(request), request.body, userAgent);
      return reply.status(202).send({ received: true });
    },
  );

  app.get(
    '/api/errors',
    { schema: { querystring: errorReportListQuery, response: { 200: errorReportListResponse } } },
    (request) => listErrors(db, currentUser(request), request.query),
  );

  app.delete(
    '/api/errors',
    { schema: { response: { 200: clearErrorReportsResponse } } },
    (request) => clearErrors(db, currentUser(request)),
  );
};
