import type { FastifyInstance } from 'fastify';
import { channelOperations as ops } from '@client-admin/contracts/channels';
import { channelPackageOperations } from '@client-admin/contracts/channel-packages';
import { route } from '../../plugins/contract-route';
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

/** Lead channels (seed 001 §7 Channels); paths as the seeds spell them, matched in any case. */
export async function channelsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  await app.register(channelWriteRoutes);
  await app.register(channelOverviewRoutes);
  await app.register(packageListRoutes);

  route(app, ops.listChannels, ({ user, params, query }) =>
    listChannels(db, user, params.clientId, query),
  );

  route(app, ops.countChannels, ({ user, params }) => countChannels(db, user, params.clientId));

  route(app, ops.getCallTypes, ({ user, query }) => getCallTypes(db, user, query.ids));

  route(app, channelPackageOperations.getPackage, ({ params }) => getPackage(db, params.packageId));

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

  route(app, ops.pauseChannel, ({ user, body }) => pauseChannel(db, user, body));

  route(app, ops.unpauseChannel, ({ user, params }) => unpauseChannel(db, user, params.id));
}
