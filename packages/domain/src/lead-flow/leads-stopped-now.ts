/**
 * What stops every lead of a channel right now (issue 36), the first answer of "Why am I not
 * getting leads?": the channel's pause first, with its end, since it is what the client set and
 * can undo; then the account's status; then the channel's own state (a cap until the next day or
 * week, including the cap a pause will give back, inactive, incomplete). Empty when nothing does:
 * the missed leads' own reasons then tell the rest.
 */
import { CHANNEL_STATUS } from '../channel-status';
import { statusAfterPause } from '../channel-pause-status';
import {
  channelUnavailable,
  clientUnavailable,
  type ChannelUnavailable,
  type ClientUnavailable,
} from './channel-availability';

export type StoppedNow = ChannelUnavailable | ClientUnavailable;

export interface ChannelNow {
  status: string;
  name: string;
  temporaryPause: { scheduledEnd: string } | null;
  /** The status its pause replaced (channel-pause-status.ts); null when not paused. */
  statusBeforePause: string | null;
}

const isPaused = (status: string) => status.toUpperCase() === CHANNEL_STATUS.PAUSE;

/** The temporary pause still running at the instant, if any. */
function runningPause(channel: ChannelNow, now: Date): { scheduledEnd: string } | null {
  const pause = channel.temporaryPause;
  return pause && Date.parse(pause.scheduledEnd) > now.getTime() ? pause : null;
}

export function leadsStoppedNow(
  channel: ChannelNow,
  clientStatus: string,
  now: Date,
): StoppedNow[] {
  const reasons: StoppedNow[] = [];
  const pause = runningPause(channel, now);
  const paused = isPaused(channel.status);
  if (paused || pause) {
    reasons.push(
      pause ? { code: 'channelPaused', until: pause.scheduledEnd } : { code: 'channelPaused' },
    );
  }
  const client = clientUnavailable(clientStatus);
  if (client) reasons.push(client);
  // A paused channel is read as the status its pause gives back.
  const status = paused ? statusAfterPause(channel.statusBeforePause) : channel.status;
  const own = channelUnavailable({ status, name: channel.name });
  if (own && own.code !== 'channelPaused') reasons.push(own);
  return reasons;
}
