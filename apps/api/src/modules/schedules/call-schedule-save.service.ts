import type { CallSchedule } from '@client-admin/domain/schedules/call-schedule';
import {
  decodeCallSchedule,
  encodeCallSchedule,
  type CallScheduleWire,
} from '@client-admin/domain/schedules/call-schedule-wire';
import type { Tx } from '../../db/database';
import type { RequestUser } from '../../plugins/auth';
import { actorOf, recordClientLog } from '../clients/clients.public';
import { checkAccountBounds } from './account-bounds';
import { readCallSchedule, writeCallSchedule } from './schedule-store.service';

/** How the client's log names a channel's and a group's schedule change. */
const LOGGED_AS = {
  channel: { action: 'CHANNEL_SCHEDULE_UPDATED', ownerKey: 'clientQuoteTypeId' },
  group: { action: 'GROUP_SCHEDULE_UPDATED', ownerKey: 'subscriptionGroupId' },
} as const;

/**
 * Replaces a channel's or a group's call schedule whole (within the account's bounds) and logs
 * it on the client with the one it replaced: `unstored` stands for that one when none was stored.
 * The caller has loaded and locked the owner.
 */
export async function replaceCallSchedule(
  tx: Tx,
  user: RequestUser,
  owner: { kind: keyof typeof LOGGED_AS; id: number; clientId: number },
  wire: CallScheduleWire,
  unstored: CallSchedule,
): Promise<CallSchedule> {
  await checkAccountBounds(tx, owner.clientId, wire);
  const before = (await readCallSchedule(tx, owner.kind, owner.id)) ?? unstored;
  const schedule = decodeCallSchedule(wire);
  await writeCallSchedule(tx, owner.kind, owner.id, schedule);
  const { action, ownerKey } = LOGGED_AS[owner.kind];
  await recordClientLog(tx, {
    clientId: owner.clientId,
    ...actorOf(user),
    action,
    before: { [ownerKey]: owner.id, schedule: encodeCallSchedule(before) },
    after: { [ownerKey]: owner.id, schedule: encodeCallSchedule(schedule) },
  });
  return schedule;
}
