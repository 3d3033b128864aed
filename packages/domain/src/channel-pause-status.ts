/**
 * A channel's status through a temporary pause (issue 36, decision 0055). A pause remembers the
 * status it replaced; when the pause ends (unpaused by a person or by the pause expiry job), a
 * channel paused while capped goes back to its cap, and any other to ACTIVE. The cap's end is the
 * routing's own (decision 0047): when the client's next local day or week starts, the cap restore
 * job puts a capped channel back to ACTIVE, and marks a paused channel's remembered cap ACTIVE.
 */
import { CHANNEL_STATUS, isCapStatus, type CapStatus } from './channel-status';

/**
 * What a pause remembers, from the status it replaces: a channel paused again keeps what its
 * first pause remembered (its status is PAUSE by then).
 */
export function statusBeforePause(current: string, remembered: string | null): string | null {
  return current.toUpperCase() === CHANNEL_STATUS.PAUSE ? remembered : current;
}

/** The status a channel takes when its pause ends: its remembered cap, or ACTIVE. */
export function statusAfterPause(
  remembered: string | null,
): typeof CHANNEL_STATUS.ACTIVE | CapStatus {
  return isCapStatus(remembered) ? remembered : CHANNEL_STATUS.ACTIVE;
}
