import type { FastifyInstance } from 'fastify';
import { scheduleOperations as scheduleOps } from '@client-admin/contracts/schedules';
import { route } from '../../plugins/contract-route';
import { getCallSchedule, saveCallSchedule } from './channel-call-schedule.service';
import { channelOverviewRoutes } from './overview/channel-overview.routes';
import { channelWriteRoutes } from './editing/channel-write.routes';
import { channelFiltersRoutes } from './filters/channel-filters.routes';
import { channelPauseRoutes } from './pause/channel-pause.routes';
import { packageListRoutes } from './package-lists/package-list.routes';

/**
 * Lead channels (seed 001 §7 Channels, Filters), one plugin a sub-area: overview (lists,
 * counts, one channel, history, editor look-ups), editing, filters, pause, package lists; and a
 * call channel's schedule.
 */
export async function channelsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  await app.register(channelOverviewRoutes);
  await app.register(channelWriteRoutes);
  await app.register(channelFiltersRoutes);
  await app.register(channelPauseRoutes);
  await app.register(packageListRoutes);
  route(app, scheduleOps.getCallSchedule, ({ user, params, query }) =>
    getCallSchedule(db, user, params.id, query.callType),
  );
  route(app, scheduleOps.saveCallSchedule, ({ user, params, body }) =>
    saveCallSchedule(db, user, params, body),
  );
}
