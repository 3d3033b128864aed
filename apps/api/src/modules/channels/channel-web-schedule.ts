import type { WebLeadScheduleEntry } from '@client-admin/contracts/schedule-fields';
import { SCHEDULE_MESSAGES } from '@client-admin/domain/schedules/schedule-messages';
import { defaultWebSchedule } from '@client-admin/domain/schedules/web-schedule';
import { encodeWebSchedule } from '@client-admin/domain/schedules/web-schedule-wire';
import type { Tx } from '../../db/database';
import { badRequest } from '../../errors';
import { readWebSchedule, writeWebSchedule } from '../schedules/schedules.public';
import type { ChannelRow } from './channels.repository';

type ScheduledChannel = Pick<ChannelRow, 'id' | 'serviceType'>;

/** A web channel's web lead schedule as sent; none stored yet: the default. A call channel: []. */
export function defaultWebScheduleOf(channel: ScheduledChannel): WebLeadScheduleEntry[] {
  return channel.serviceType === 'Web' ? encodeWebSchedule(defaultWebSchedule(), channel.id) : [];
}

export async function webScheduleOf(
  tx: Tx,
  channel: ScheduledChannel,
): Promise<WebLeadScheduleEntry[]> {
  if (channel.serviceType !== 'Web') return [];
  return (await readWebSchedule(tx, channel.id)) ?? defaultWebScheduleOf(channel);
}

/**
 * Saves the schedule sent with a channel (add or edit); left out, the stored one stays. A call
 * channel has none (400 naming `schedule` when one is sent); each entry names this channel or
 * 0 (a channel not saved yet).
 */
export async function saveWebScheduleOf(
  tx: Tx,
  channel: ScheduledChannel,
  entries: readonly WebLeadScheduleEntry[] | undefined,
): Promise<void> {
  if (entries === undefined) return;
  if (channel.serviceType !== 'Web') {
    if (entries.length > 0) throw badRequest('schedule', SCHEDULE_MESSAGES.notWebChannel);
    return;
  }
  const stranger = entries.findIndex(
    (e) => e.clientQuoteTypeId !== 0 && e.clientQuoteTypeId !== channel.id,
  );
  if (stranger >= 0) {
    throw badRequest(`schedule.${stranger}.clientQuoteTypeId`, SCHEDULE_MESSAGES.channelMismatch);
  }
  await writeWebSchedule(tx, channel.id, entries);
}
