import type { FastifyInstance } from 'fastify';
import { channelOperations as ops } from '@client-admin/contracts/channels';
import { route } from '../../plugins/contract-route';
import { clientUpsells, listCrms, quoteTypesFor } from './channel-admin.service';
import {
  capMinimums,
  channelDashboard,
  leadChannels,
  territoryDetail,
} from './channel-overview.service';
import { clientInRequest } from './client-in-request';

/** Channel summaries, minimums, territory, CRMs, quote types and upsells (seed 001 §7). */
export async function channelOverviewRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.getChannelDashboard, ({ user, params }) =>
    channelDashboard(db, user, params.clientId),
  );

  route(app, ops.getLeadChannels, ({ user, params }) => leadChannels(db, user, params.id));

  route(app, ops.getCapMinimums, ({ user, params }) => capMinimums(db, user, params.id));

  route(app, ops.getTerritoryDetail, ({ user, params, query }) =>
    territoryDetail(db, user, params.id, query.subsidyProduct),
  );

  route(app, ops.getCrmTargets, ({ user, params }) => listCrms(db, user, params.x));

  route(app, ops.getQuoteTypes, ({ user, params, query, request }) =>
    quoteTypesFor(
      { db, cache: app.cache },
      user,
      params.parentCompany,
      query.serviceType,
      clientInRequest(user, query.clientId, request.headers.clientid),
    ),
  );

  route(app, ops.getUpsells, ({ user, params }) => clientUpsells(db, user, params.clientId));
}
