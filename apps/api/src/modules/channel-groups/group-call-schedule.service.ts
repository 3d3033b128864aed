import type { z } from 'zod';
import type { GroupSchedule, setGroupScheduleRequest } from '@client-admin/contracts/schedules';
import {
  defaultCallSchedule,
  type CallSchedule,
} from '@client-admin/domain/schedules/call-schedule';
import { SCHEDULE_MESSAGES } from '@client-admin/domain/schedules/schedule-messages';
import type { Database } from '../../db/database';
import { badRequest } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import {
  callScheduleAnswer,
  readCallSchedule,
  replaceCallSchedule,
} from '../schedules/schedules.public';
import { loadGroupFor } from './channel-group-access';

/** A channel group's shared call schedule (seed 001 §4), kept in the schedules store. */

const groupAnswer = (
  group: { id: number; clientId: number },
  schedule: CallSchedule,
): GroupSchedule => ({
  subscriptionGroupId: group.id,
  clientId: group.clientId,
  ...callScheduleAnswer(schedule),
});

/** GET /api/LeadType/calls/SubscriptionGroupSchedule/{groupId} */
export async function getGroupSchedule(
  db: Database,
  user: RequestUser,
  groupId: number,
): Promise<GroupSchedule> {
  return db.transaction(async (tx) => {
    const group = await loadGroupFor(tx, user, groupId);
    const schedule = (await readCallSchedule(tx, 'group', group.id)) ?? defaultCallSchedule();
    return groupAnswer(group, schedule);
  });
}

/** POST /api/LeadType/calls/subscriptionGroup/setSchedule */
export async function setGroupSchedule(
  db: Database,
  user: RequestUser,
  body: z.output<typeof setGroupScheduleRequest>,
): Promise<GroupSchedule> {
  return db.transaction(async (tx) => {
    const group = await loadGroupFor(tx, user, body.subscriptionGroupId, { lock: true });
    if (group.clientId !== body.clientId) {
      throw badRequest('clientId', SCHEDULE_MESSAGES.clientMismatch);
    }
    const schedule = await replaceCallSchedule(
      tx,
      user,
      { kind: 'group', id: group.id, clientId: group.clientId },
      body,
      defaultCallSchedule(),
    );
    return groupAnswer(group, schedule);
  });
}
