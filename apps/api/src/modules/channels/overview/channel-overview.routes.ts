import type { FastifyInstance } from 'fastify';
import { channelOperations as ops } from '@client-admin/contracts/channels';
import { route } from '../../../plugins/contract-route';
import { clientUpsells, listCrms, quoteTypesFor } from '../editing/channel-admin.service';
import { getChannelChanges } from './channel-changes.service';
import {
  countChannels,
  getCallTypes,
  getChannel,
  getRestrictions,
  listChannels,
} from './channel-query.service';
import {
  capMinimums,
  channelDashboard,
  leadChannels,
  territoryDetail,
} from './channel-overview.service';
import { clientInRequest } from '../client-in-request';

/**
 * Channel lists and counts, one channel, its history, summaries, minimums, territory, and the
 * editor's look-ups: CRMs, quote types and upsells (seed 001 §7).
 */
export async function channelOverviewRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.listChannels, ({ user, params, query }) =>
    listChannels(db, user, params.clientId, query),
  );

  route(app, ops.countChannels, ({ user, params }) => countChannels(db, user, params.clientId));

  route(app, ops.getCallTypes, ({ user, query }) => getCallTypes(db, user, query.ids));

  for (const operation of [ops.getChannel, ops.getChannelDetails]) {
    route(app, operation, ({ user, params }) => getChannel(db, user, params.id));
  }

  route(app, ops.getRestrictions, ({ user, params }) => getRestrictions(db, user, params.id));

  route(app, ops.getGeoMapChanges, ({ user, params, query }) =>
    getChannelChanges(db, user, params.id, 'geoMaps', query.changeDate),
  );

  route(app, ops.getFilterChanges, ({ user, params, query }) =>
    getChannelChanges(db, user, params.id, 'filters', query.changeDate),
  );

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
