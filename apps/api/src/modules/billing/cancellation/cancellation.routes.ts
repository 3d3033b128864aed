import type { FastifyInstance } from 'fastify';
import { billingCancellationOperations as ops } from '@client-admin/contracts/billing-cancellation';
import { route } from '../../../plugins/contract-route';
import {
  cancelCancellation,
  cancelClient,
  getCancelReasons,
  isCancellationScheduled,
} from './cancellation.service';

/** Cancelling a client (decision 0039). */
export function cancellationRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.getCancelReasons, ({ user, params }) => getCancelReasons(db, user, params.id));
  route(app, ops.isCancellationScheduled, ({ user, params }) =>
    isCancellationScheduled(db, user, params.id),
  );
  route(app, ops.cancelCancellation, ({ user, params }) => cancelCancellation(db, user, params.id));
  route(app, ops.cancelClient, ({ user, params, body }) => cancelClient(db, user, params.id, body));
}
