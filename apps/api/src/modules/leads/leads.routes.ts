import type { FastifyInstance } from 'fastify';
import { leadsOperations as ops } from '@client-admin/contracts/leads';
import { route } from '../../plugins/contract-route';
import { getDeadLetters, retryDeadLetter } from './dead-letters.service';
import {
  addNote,
  deleteNote,
  getCallPacket,
  getLead,
  getLeadPacket,
  getNotes,
  getWebTracking,
  searchCalls,
} from './leads.service';
import { getCallMetrics, getWebMetrics } from './metrics.service';

/** The leads screens: call log, web leads, lead detail, notes, metrics, dead letters (0032). */
export async function leadsRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.searchCalls, ({ user, query }) => searchCalls(db, user, query));
  route(app, ops.getLead, ({ user, params, query }) =>
    getLead(db, user, params.id, query.leadType),
  );
  route(app, ops.getLeadPacket, ({ user, params }) => getLeadPacket(db, user, params.sessionId));
  route(app, ops.getCallPacket, ({ user, params }) =>
    getCallPacket(db, user, params.outboundCallSid),
  );
  route(app, ops.getNotes, ({ user, params }) => getNotes(db, user, params.sessionId));
  route(app, ops.addNote, ({ user, params, body }) =>
    addNote(db, user, params.sessionId, body.note),
  );
  route(app, ops.deleteNote, ({ user, params }) => deleteNote(db, user, params.id));
  route(app, ops.getWebTracking, ({ user, params, query }) =>
    getWebTracking(db, user, params.clientId, query),
  );
  route(app, ops.getCallMetrics, ({ user, params, query }) =>
    getCallMetrics(db, user, params.clientId, query),
  );
  route(app, ops.getWebMetrics, ({ user, params, query }) =>
    getWebMetrics(db, user, params.clientId, query),
  );
  route(app, ops.getDeadLetters, ({ query }) => getDeadLetters(db, query));
  route(app, ops.retryDeadLetter, ({ params }) => retryDeadLetter(db, params.id));
}
