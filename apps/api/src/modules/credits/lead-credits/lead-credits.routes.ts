import type { FastifyInstance } from 'fastify';
import { creditsOperations as ops } from '@client-admin/contracts/credits';
import { route } from '../../../plugins/contract-route';
import { answerOnce, idempotencyKeyOf } from '../../../plugins/idempotency';
import { decideCredits } from './credit-decision.service';
import { getCreditEligibility, requestCredit } from './credit-request.service';
import { getLeadCredit, getLeadCredits, getTopReasons } from './lead-credits.service';

/** Lead credits: the staff's list, detail, top reasons and decisions; a client's request. */
export function leadCreditsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const flags = { db, cache: app.cache };

  route(app, ops.getLeadCredits, ({ query }) => getLeadCredits(db, query));
  route(app, ops.getTopReasons, ({ query }) => getTopReasons(db, query));
  route(app, ops.getLeadCredit, ({ params }) => getLeadCredit(db, params.id));
  route(app, ops.decide, async ({ user, body, request, reply }) =>
    answerOnce(reply, await decideCredits(db, user, body, idempotencyKeyOf(request, user))),
  );
  route(app, ops.requestCredit, ({ user, params, body }) =>
    requestCredit(flags, user, params.id, body),
  );
  route(app, ops.getCreditEligibility, ({ user, params, query }) =>
    getCreditEligibility(flags, user, params.id, query.product),
  );
}
