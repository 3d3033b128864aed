import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_HEADER, leadFlowOperations as ops } from '@client-admin/contracts/lead-flow';
import { route } from '../../plugins/contract-route';
import { channelDiagnostics } from './diagnostics/diagnostics.service';
import { vendorOfApiKey } from '../vendors/vendors.public';
import { intakeLanes, intakeLead } from './intake/intake.service';
import { callsRoutes } from './calls/calls.routes';

export async function leadFlowRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const intake = { db, cache: app.cache, lanes: intakeLanes(db, app.log) };
  /** The vendor its key named, found before the body is read. */
  const vendorOf = new WeakMap<FastifyRequest, number>();

  const keyOf = (request: FastifyRequest) => {
    const header = request.headers[API_KEY_HEADER];
    return typeof header === 'string' ? header : undefined;
  };

  route(
    app,
    ops.intakeLead,
    async ({ body, request, reply }) => {
      const { answer, replayed } = await intakeLead(intake, vendorOf.get(request)!, body);
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return answer;
    },
    // The key before the body, so a caller without one learns nothing of the lead's fields;
    // read once, the transaction takes the vendor it named.
    {
      authorize: async (request) => {
        vendorOf.set(request, await db.transaction((tx) => vendorOfApiKey(tx, keyOf(request))));
      },
    },
  );

  route(app, ops.channelDiagnostics, ({ params, query, user }) =>
    channelDiagnostics(db, user, params.id, query.count),
  );

  await app.register(callsRoutes);
}
