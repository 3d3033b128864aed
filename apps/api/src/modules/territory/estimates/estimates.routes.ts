import type { FastifyInstance } from 'fastify';
import { territoryOperations as ops } from '@client-admin/contracts/territory';
import { route } from '../../../plugins/contract-route';
import {
  estimateChannels,
  getGeoEstimate,
  getLeadCount,
  getRoutingHistory,
} from './estimates.service';

/** Lead-volume estimates of territories and channels (decision 0025). */
export async function estimatesRoutes(app: FastifyInstance) {
  const db = app.database.db;
  route(app, ops.getGeoEstimate, ({ body }) => getGeoEstimate(db, body));
  route(app, ops.getRoutingHistory, ({ body }) => getRoutingHistory(db, body));
  route(app, ops.getLeadCount, ({ user, params }) => getLeadCount(db, user, params.id));
  route(app, ops.estimateChannels, ({ user, body }) => estimateChannels(db, user, body));
}
