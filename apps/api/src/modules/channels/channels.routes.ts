import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  callTypesQuery,
  channelChange,
  channelChangesQuery,
  callTypesResponse,
  channelCounts,
  channelDetail,
  channelListQuery,
  channelRestrictions,
  channelSummary,
  pauseChannelRequest,
} from '@client-admin/contracts/channels';
import { idParam } from '@client-admin/contracts/common';
import { packageDetail, packageIdParams } from '@client-admin/contracts/packages';
import { currentUser } from '../../plugins/access';
import { getChannelChanges } from './channel-changes.service';
import { channelOverviewRoutes } from './channel-overview.routes';
import { channelWriteRoutes } from './channel-write.routes';
import { packageListRoutes } from './package-list.routes';
import { pauseChannel, unpauseChannel } from './channel-pause.service';
import { getPackage } from './package-query.service';
import {
  countChannels,
  getCallTypes,
  getChannel,
  getRestrictions,
  listChannels,
} from './channel-query.service';

const clientParams = z.object({ clientId: idParam });
const idParams = z.object({ id: idParam });

/** Lead channels (seed 001 §7 Channels); paths as the seeds spell them, matched in any case. */
export const channelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(channelWriteRoutes);
  await app.register(channelOverviewRoutes);
  await app.register(packageListRoutes);

  app.get(
    '/api/LeadType/client/:clientId',
    {
      schema: {
        params: clientParams,
        querystring: channelListQuery,
        response: { 200: z.array(channelSummary) },
      },
    },
    (request) => listChannels(db, currentUser(request), request.params.clientId, request.query),
  );

  app.get(
    '/api/LeadType/client/:clientId/channelcounts',
    { schema: { params: clientParams, response: { 200: channelCounts } } },
    (request) => countChannels(db, currentUser(request), request.params.clientId),
  );

  app.get(
    '/api/leadtype/callTypes',
    { schema: { querystring: callTypesQuery, response: { 200: callTypesResponse } } },
    (request) => getCallTypes(db, currentUser(request), request.query.ids),
  );

  app.get(
    '/api/LeadType/package/:packageId',
    { schema: { params: packageIdParams, response: { 200: packageDetail } } },
    (request) => {
      currentUser(request);
      return getPackage(db, request.params.packageId);
    },
  );

  for (const path of ['/api/LeadType/:id', '/api/LeadType/details/:id']) {
    app.get(path, { schema: { params: idParams, response: { 200: channelDetail } } }, (request) =>
      getChannel(db, currentUser(request), request.params.id),
    );
  }

  app.get(
    '/api/LeadType/:id/restrictions',
    { schema: { params: idParams, response: { 200: channelRestrictions } } },
    (request) => getRestrictions(db, currentUser(request), request.params.id),
  );

  const changeRoutes = [
    ['/api/leadType/:id/clientgeomapchanges', 'geoMaps'],
    ['/api/leadType/:id/getclientquotetypefilterchanges', 'filters'],
  ] as const;
  for (const [path, kind] of changeRoutes) {
    app.get(
      path,
      {
        schema: {
          params: idParams,
          querystring: channelChangesQuery,
          response: { 200: z.array(channelChange) },
        },
      },
      (request) =>
        getChannelChanges(
          db,
          currentUser(request),
          request.params.id,
          kind,
          request.query.changeDate,
        ),
    );
  }

  app.post(
    '/api/LeadType/pause',
    { schema: { body: pauseChannelRequest, response: { 200: channelSummary } } },
    (request) => pauseChannel(db, currentUser(request), request.body),
  );

  app.delete(
    '/api/LeadType/pause/:id',
    { schema: { params: idParams, response: { 200: channelSummary } } },
    (request) => unpauseChannel(db, currentUser(request), request.params.id),
  );
};
