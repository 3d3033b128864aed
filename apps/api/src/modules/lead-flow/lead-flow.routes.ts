import type { FastifyInstance } from 'fastify';
import { API_KEY_HEADER, leadFlowOperations as ops } from '@client-admin/contracts/lead-flow';
import { route } from '../../plugins/contract-route';
import { channelDiagnostics } from './diagnostics/diagnostics.service';
import { intakeLead } from './intake/intake.service';

export async function leadFlowRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.intakeLead, async ({ body, request, reply }) => {
    const header = request.headers[API_KEY_HEADER];
    const key = typeof header === 'string' ? header : undefined;
    const { answer, replayed } = await intakeLead(db, key, body);
    if (replayed) reply.header('Idempotent-Replayed', 'true');
    return answer;
  });

  route(app, ops.channelDiagnostics, ({ params, query, user }) =>
    channelDiagnostics(db, user, params.id, query.count),
  );
}
