import type { FastifyInstance } from 'fastify';
import { creditsOperations as ops } from '@client-admin/contracts/credits';
import { route } from '../../../plugins/contract-route';
import { answerOnce, idempotencyKeyOf } from '../../../plugins/idempotency';
import { callCaller, callConsumer, getCallStatus, hangUp, ping } from './dialer-calls.service';
import { approveLeadCredit, denyLeadCredit } from './dialer-decisions.service';
import { getDialerLead, getDialerLeadCount } from './dialer-leads.service';

/** The credit dialer: its lead, its count, its decisions and the dialer service's calls. */
export function dialerRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const ports = ({ log }: { log: FastifyInstance['log'] }) => ({
    calls: app.telephony.outbound,
    log,
  });

  route(app, ops.getDialerLead, ({ query }) => getDialerLead(db, query));
  route(app, ops.getDialerLeadCount, ({ query }) => getDialerLeadCount(db, query));
  route(app, ops.approveCredit, async ({ user, params, request, reply }) =>
    answerOnce(
      reply,
      await approveLeadCredit(db, user, params.id, params.product, idempotencyKeyOf(request, user)),
    ),
  );
  route(app, ops.denyCredit, ({ user, params, body }) => denyLeadCredit(db, user, params.id, body));
  route(app, ops.callCaller, ({ query, request }) =>
    callCaller(ports(request), query.callerPhoneNumber),
  );
  route(app, ops.callConsumer, ({ query, request }) =>
    callConsumer(ports(request), query.fromPhoneNumber, query.toPhoneNumber),
  );
  route(app, ops.hangUp, ({ query, request }) =>
    hangUp(ports(request), query.fromPhoneNumber, query.toPhoneNumber),
  );
  route(app, ops.getCallStatus, ({ params, request }) =>
    getCallStatus(ports(request), params.phone),
  );
  route(app, ops.ping, () => ping());
}
