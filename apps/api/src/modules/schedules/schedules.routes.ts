import type { FastifyInstance } from 'fastify';
import { scheduleOperations as ops } from '@client-admin/contracts/schedules';
import { route } from '../../plugins/contract-route';
import { getAccountSchedule, saveAccountSchedule } from './account-schedule.service';
import {
  getCallSchedule,
  getGroupSchedule,
  saveCallSchedule,
  setGroupSchedule,
} from './call-schedule.service';

/** Call, group and account schedules; the web lead schedule travels with its channel. */
export async function schedulesRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.getCallSchedule, ({ user, params, query }) =>
    getCallSchedule(db, user, params.id, query.callType),
  );
  route(app, ops.saveCallSchedule, ({ user, params, body }) =>
    saveCallSchedule(db, user, params, body),
  );
  route(app, ops.getGroupSchedule, ({ user, params }) =>
    getGroupSchedule(db, user, params.groupId),
  );
  route(app, ops.setGroupSchedule, ({ user, body }) => setGroupSchedule(db, user, body));
  route(app, ops.getAccountSchedule, ({ user, params }) =>
    getAccountSchedule(db, user, params.clientId),
  );
  route(app, ops.saveAccountSchedule, ({ user, body }) => saveAccountSchedule(db, user, body));
}
