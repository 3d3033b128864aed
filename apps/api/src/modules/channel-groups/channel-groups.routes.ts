import type { FastifyInstance } from 'fastify';
import { channelGroupOperations as ops } from '@client-admin/contracts/channel-groups';
import { scheduleOperations as scheduleOps } from '@client-admin/contracts/schedules';
import { route } from '../../plugins/contract-route';
import {
  addGroupChannel,
  listChannelGroups,
  removeChannelGroup,
  removeGroupChannel,
  saveChannelGroup,
} from './channel-groups.service';
import { getGroupSchedule, setGroupSchedule } from './group-call-schedule.service';

/** Channel groups and their shared call schedule. */
export async function channelGroupsRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.listChannelGroups, ({ user, params }) =>
    listChannelGroups(db, user, params.clientId),
  );
  route(app, ops.saveChannelGroup, ({ user, body }) => saveChannelGroup(db, user, body));
  route(app, ops.addGroupChannel, ({ user, params }) => addGroupChannel(db, user, params));
  route(app, ops.removeGroupChannel, ({ user, params }) => removeGroupChannel(db, user, params));
  route(app, ops.deleteChannelGroup, ({ user, params }) =>
    removeChannelGroup(db, user, params.groupId),
  );
  route(app, scheduleOps.getGroupSchedule, ({ user, params }) =>
    getGroupSchedule(db, user, params.groupId),
  );
  route(app, scheduleOps.setGroupSchedule, ({ user, body }) => setGroupSchedule(db, user, body));
}
