import type { FastifyInstance } from 'fastify';
import { billingStatementOperations as ops } from '@client-admin/contracts/billing-statements';
import { route } from '../../../plugins/contract-route';
import {
  getCancelStatementSummaries,
  getLastStatement,
  getStatementPdf,
  getStatements,
} from './statements.service';

/** Statements (decision 0038). */
export function statementsRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.getStatements, ({ user, params, query }) =>
    getStatements(db, user, params.id, query),
  );
  route(app, ops.getLastStatement, ({ user, params }) => getLastStatement(db, user, params.id));
  route(app, ops.getCancelStatementSummaries, ({ user, params }) =>
    getCancelStatementSummaries(db, user, params.id),
  );
  route(app, ops.getStatementPdf, async ({ user, params, reply }) => {
    const pdf = await getStatementPdf(db, user, params.id, params.statementId);
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename=${pdf.fileName}`);
    return pdf.bytes;
  });
}
