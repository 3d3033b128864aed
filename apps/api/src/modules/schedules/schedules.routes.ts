import type { FastifyInstance } from 'fastify';
import { scheduleOperations as ops } from '@client-admin/contracts/schedules';
import { route } from '../../plugins/contract-route';
import { getAccountSchedule, saveAccountSchedule } from './account-schedule.service';

/**
 * The account schedule; a call channel's and a channel group's schedules are their modules' calls
 * (channels, channel-groups), and the web lead schedule travels with its channel.
 */
export async function schedulesRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.getAccountSchedule, ({ user, params }) =>
    getAccountSchedule(db, user, params.clientId),
  );
  route(app, ops.saveAccountSchedule, ({ user, body }) => saveAccountSchedule(db, user, body));
}
