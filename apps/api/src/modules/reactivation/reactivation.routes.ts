import type { FastifyInstance } from 'fastify';
import { reactivationOperations as ops } from '@client-admin/contracts/reactivation';
import { route } from '../../plugins/contract-route';
import { answerOnce, idempotencyKeyOf } from '../../plugins/idempotency';
import { addLog, begin, getLogs, getPaymentInfo } from './reactivation.service';
import { getAttribute, updateAttribute } from './reactivation-attribute.service';

/** Self-service reactivation (decision 0036). */
export async function reactivationRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const deps = { db, vault: app.cardVault };

  route(app, ops.getPaymentInfo, ({ user, params }) => getPaymentInfo(db, user, params.clientId));
  route(app, ops.begin, async ({ user, body, request, reply }) =>
    answerOnce(reply, await begin(deps, user, body, idempotencyKeyOf(request, user))),
  );
  route(app, ops.getLogs, ({ user, params }) => getLogs(db, user, params.clientId));
  route(app, ops.addLog, ({ user, body }) => addLog(db, user, body));
  route(app, ops.getAttribute, ({ user, params }) => getAttribute(db, user, params.clientId));
  route(app, ops.updateAttribute, ({ user, params, body }) =>
    updateAttribute(db, user, params.clientId, body),
  );
}
