import type { FastifyInstance } from 'fastify';
import { channelOverviewRoutes } from './overview/channel-overview.routes';
import { channelWriteRoutes } from './editing/channel-write.routes';
import { channelFiltersRoutes } from './filters/channel-filters.routes';
import { channelPauseRoutes } from './pause/channel-pause.routes';
import { packageListRoutes } from './package-lists/package-list.routes';

/**
 * Lead channels (seed 001 §7 Channels, Filters), one plugin a sub-area: overview (lists,
 * counts, one channel, history, editor look-ups), editing, filters, pause, package lists.
 */
export async function channelsRoutes(app: FastifyInstance) {
  await app.register(channelOverviewRoutes);
  await app.register(channelWriteRoutes);
  await app.register(channelFiltersRoutes);
  await app.register(channelPauseRoutes);
  await app.register(packageListRoutes);
}
