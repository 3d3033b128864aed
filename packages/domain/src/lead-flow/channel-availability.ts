/**
 * Whether a channel and its client may receive leads at all (issue 16): the client is ACTIVE or
 * CORPORATE (`isActiveClientStatus`), the channel ACTIVE and complete. Seed 001 §3 counts capped
 * channels as active for display; they receive nothing until the next period restores them.
 */
import { isIncompleteChannelName } from '../channel-status';
import { CANCELLED_STATUSES, isActiveClientStatus, type ClientStatus } from '../client-status';

export type ClientUnavailable =
  | { code: 'clientCancelled'; clientStatus: string }
  | { code: 'clientOnVacation' }
  | { code: 'clientAwaitingRecharge' }
  | { code: 'clientPaused'; clientStatus: string }
  | { code: 'clientNotActive'; clientStatus: string };

export type ChannelUnavailable =
  /** until: the temporary pause's scheduled end (ISO), when known (leads-stopped-now.ts). */
  | { code: 'channelPaused'; until?: string }
  | { code: 'channelDayCapped' }
  | { code: 'channelWeekCapped' }
  | { code: 'channelInactive'; channelStatus: string }
  | { code: 'channelIncomplete' };

const PAUSED: readonly ClientStatus[] = ['PAUSE', 'PAUSE_AR', 'PAUSE_SCHED'];

export function clientUnavailable(status: string): ClientUnavailable | null {
  if (isActiveClientStatus(status)) return null;
  if ((CANCELLED_STATUSES as readonly string[]).includes(status)) {
    return { code: 'clientCancelled', clientStatus: status };
  }
  if (status === ('PAUSE_VAC' satisfies ClientStatus)) return { code: 'clientOnVacation' };
  if (status === ('PAUSE_RECHARGE' satisfies ClientStatus)) {
    return { code: 'clientAwaitingRecharge' };
  }
  if ((PAUSED as readonly string[]).includes(status)) {
    return { code: 'clientPaused', clientStatus: status };
  }
  return { code: 'clientNotActive', clientStatus: status };
}

/** Statuses compare ignoring case: the seeds write "Active" and "ACTIVE" alike. */
export function channelUnavailable(channel: {
  status: string;
  name: string;
}): ChannelUnavailable | null {
  const status = channel.status.toUpperCase();
  if (status === 'PAUSE') return { code: 'channelPaused' };
  if (status === 'DAYCAPPED' || status === 'DAY CAP') return { code: 'channelDayCapped' };
  if (status === 'WEEKCAPPED' || status === 'WEEKLY_CAP') return { code: 'channelWeekCapped' };
  if (status !== 'ACTIVE') return { code: 'channelInactive', channelStatus: channel.status };
  return isIncompleteChannelName(channel.name) ? { code: 'channelIncomplete' } : null;
}
