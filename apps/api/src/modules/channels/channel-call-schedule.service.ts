import type { z } from 'zod';
import type {
  CallSchedule as CallScheduleAnswer,
  saveCallScheduleRequest,
} from '@client-admin/contracts/schedules';
import type { CallType } from '@client-admin/domain/call-types';
import { WEEKDAY_NAMES } from '@client-admin/domain/schedules/constants';
import {
  defaultCallSchedule,
  type CallSchedule,
} from '@client-admin/domain/schedules/call-schedule';
import { SCHEDULE_MESSAGES } from '@client-admin/domain/schedules/schedule-messages';
import type { Database, Tx } from '../../db/database';
import { badRequest } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import {
  callScheduleAnswer,
  readCallSchedule,
  replaceCallSchedule,
} from '../schedules/schedules.public';
import { loadChannelFor } from './channel-access';

/** A call channel's schedule (seed 001 §4), kept in the schedules store. */

type ChannelRow = Awaited<ReturnType<typeof loadChannelFor>>;

/** A call channel's schedule when none is stored: the defaults with the channel's day caps. */
function channelDefault(row: ChannelRow): CallSchedule {
  const caps = row.dayCapSchedule;
  return defaultCallSchedule(caps ? WEEKDAY_NAMES.map((name) => caps[name]) : undefined);
}

async function loadCallChannel(
  tx: Tx,
  user: RequestUser,
  id: number,
  callType: CallType | undefined,
  options: { lock?: boolean } = {},
): Promise<ChannelRow> {
  const row = await loadChannelFor(tx, user, id, options);
  if (row.serviceType !== 'Call') throw badRequest('id', SCHEDULE_MESSAGES.notCallChannel);
  if (callType !== undefined && row.callType !== null && row.callType !== callType) {
    throw badRequest('callType', SCHEDULE_MESSAGES.callTypeMismatch);
  }
  return row;
}

const channelAnswer = (
  row: ChannelRow,
  schedule: CallSchedule,
  callType: CallType | undefined,
): CallScheduleAnswer => ({
  clientQuoteTypeID: row.id,
  clientId: row.clientId,
  callType: row.callType ?? callType ?? 'WarmTransfer',
  ...callScheduleAnswer(schedule),
});

/** GET /api/LeadType/calls/SubscriptionSchedule/{id}?callType= */
export async function getCallSchedule(
  db: Database,
  user: RequestUser,
  id: number,
  callType: CallType | undefined,
): Promise<CallScheduleAnswer> {
  return db.transaction(async (tx) => {
    const row = await loadCallChannel(tx, user, id, callType);
    const schedule = (await readCallSchedule(tx, 'channel', row.id)) ?? channelDefault(row);
    return channelAnswer(row, schedule, callType);
  });
}

/** POST /api/LeadType/schedule/call/{clientId}/{callType}/{leadTypeId}: replaces it whole. */
export async function saveCallSchedule(
  db: Database,
  user: RequestUser,
  params: { clientId: number; callType: CallType; leadTypeId: number },
  body: z.output<typeof saveCallScheduleRequest>,
): Promise<CallScheduleAnswer> {
  if (body.clientQuoteTypeID !== params.leadTypeId) {
    throw badRequest('clientQuoteTypeID', SCHEDULE_MESSAGES.channelMismatch);
  }
  if (body.clientId !== params.clientId) {
    throw badRequest('clientId', SCHEDULE_MESSAGES.clientMismatch);
  }
  return db.transaction((tx) => saveCallScheduleIn(tx, user, params, body));
}

/** The schedule's save inside a caller's transaction (a campaign save). */
export async function saveCallScheduleIn(
  tx: Tx,
  user: RequestUser,
  params: { clientId: number; callType: CallType; leadTypeId: number },
  body: z.output<typeof saveCallScheduleRequest>,
): Promise<CallScheduleAnswer> {
  const row = await loadCallChannel(tx, user, params.leadTypeId, params.callType, {
    lock: true,
  });
  if (row.clientId !== params.clientId) {
    throw badRequest('clientId', SCHEDULE_MESSAGES.clientMismatch);
  }
  const schedule = await replaceCallSchedule(
    tx,
    user,
    { kind: 'channel', id: row.id, clientId: row.clientId },
    body,
    channelDefault(row),
  );
  return channelAnswer(row, schedule, params.callType);
}
