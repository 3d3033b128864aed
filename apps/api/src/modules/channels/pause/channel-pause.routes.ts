import type { FastifyInstance } from 'fastify';
import { channelOperations as ops } from '@client-admin/contracts/channels';
import { route } from '../../../plugins/contract-route';
import { pauseChannel, unpauseChannel } from './channel-pause.service';

/** A channel's temporary pause; its scheduled end runs as the pause expiry job. */
export async function channelPauseRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.pauseChannel, ({ user, body }) => pauseChannel(db, user, body));

  route(app, ops.unpauseChannel, ({ user, params }) => unpauseChannel(db, user, params.id));
}
