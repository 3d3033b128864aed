import type { FastifyInstance } from 'fastify';
import { emailHistoryOperations as ops } from '@client-admin/contracts/email-history';
import { route } from '../../plugins/contract-route';
import {
  readEmailHistory,
  readEmailStatus,
  readEmailTimeline,
  readSpamReports,
  removeSpamReports,
} from './email-history.service';

export async function emailHistoryRoutes(app: FastifyInstance) {
  const db = app.database.db;
  // Registered before the client's own routes' siblings: a static path wins over {id}.
  route(app, ops.getSpamReports, ({ user, query }) => readSpamReports(db, user, query));
  route(app, ops.removeSpamReports, ({ user, body }) => removeSpamReports(db, user, body));
  route(app, ops.getEmailHistory, ({ user, params, query }) =>
    readEmailHistory(db, user, params.id, query),
  );
  route(app, ops.getEmailStatus, ({ user, params }) => readEmailStatus(db, user, params.id));
  route(app, ops.getEmailTimeline, ({ user, params }) =>
    readEmailTimeline(db, user, params.id, params.messageId),
  );
}
