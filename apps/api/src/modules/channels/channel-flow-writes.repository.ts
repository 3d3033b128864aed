import { and, eq, inArray, sql } from 'drizzle-orm';
import { statusAfterPause } from '@client-admin/domain/channel-pause-status';
import { CHANNEL_STATUS } from '@client-admin/domain/channel-status';
import type { Tx } from '../../db/database';
import { channels } from '../../db/schema/channels';

/**
 * The writes other modules make to a channel's state as leads and calls flow (caps reached and
 * restored, answer rates, the automatic pause) and as a client reactivates: kept here, so the
 * channels table has one module's repositories as its writers.
 */

/** A capped channel's status (DAYCAPPED, WEEKCAPPED), its version bumped. */
export async function setCappedStatus(
  tx: Tx,
  channelId: number,
  status: 'DAYCAPPED' | 'WEEKCAPPED',
): Promise<void> {
  await tx
    .update(channels)
    .set({ status, updatedAt: sql`now()`, version: sql`${channels.version} + 1` })
    .where(eq(channels.id, channelId));
}

/**
 * The cap's period has turned: back to ACTIVE when still in the status it was capped in (true),
 * false when someone changed it. A channel paused while capped keeps its pause, and its pause
 * now ends in ACTIVE (decision 0055).
 */
export async function restoreCappedChannel(
  tx: Tx,
  channelId: number,
  cappedStatus: string,
  now: Date,
): Promise<boolean> {
  const [updated] = await tx
    .update(channels)
    .set({ status: CHANNEL_STATUS.ACTIVE, updatedAt: now, version: sql`${channels.version} + 1` })
    .where(and(eq(channels.id, channelId), eq(channels.status, cappedStatus)))
    .returning({ id: channels.id });
  if (updated) return true;
  // What the pause gives back is no setting a person edits: the version stays.
  await tx
    .update(channels)
    .set({ statusBeforePause: CHANNEL_STATUS.ACTIVE })
    .where(
      and(
        eq(channels.id, channelId),
        eq(channels.status, CHANNEL_STATUS.PAUSE),
        eq(channels.statusBeforePause, cappedStatus),
      ),
    );
  return false;
}

/** The measured rates of a channel (no version bump: they are no setting a user edits). */
export async function setAnswerRates(
  tx: Tx,
  channelId: number,
  rates: { answerRate: number | null; missedCallRate: number | null },
): Promise<void> {
  await tx.update(channels).set(rates).where(eq(channels.id, channelId));
}

/**
 * Pauses the channel with this temporary pause, its version bumped; the status it replaces is
 * remembered as the domain's statusBeforePause says (a paused channel keeps what it remembered).
 */
export async function pauseChannel(
  tx: Tx,
  channelId: number,
  temporaryPause: { start: string; scheduledEnd: string },
): Promise<void> {
  await tx
    .update(channels)
    .set({
      status: CHANNEL_STATUS.PAUSE,
      // The domain's statusBeforePause, on the row as it is when written.
      statusBeforePause: sql`case when upper(${channels.status}) = ${CHANNEL_STATUS.PAUSE} then ${channels.statusBeforePause} else ${channels.status} end`,
      temporaryPause,
      updatedAt: sql`now()`,
      version: sql`${channels.version} + 1`,
    })
    .where(eq(channels.id, channelId));
}

/**
 * A channel's columns once its pause ends (decision 0055): the status the pause gives back (its
 * cap while the cap holds, else ACTIVE), the pause cleared, its version bumped.
 */
export const pauseEnded = (at: Date, statusBeforePause: string | null) => ({
  status: statusAfterPause(statusBeforePause),
  statusBeforePause: null,
  temporaryPause: null,
  version: sql`${channels.version} + 1`,
  updatedAt: at,
});

/** Sets the client's own channels among the ids ACTIVE, their temporary pause cleared. */
export async function activateChannels(
  tx: Tx,
  clientId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(channels)
    .set({ ...pauseEnded(new Date(), null), status: CHANNEL_STATUS.ACTIVE })
    .where(and(eq(channels.clientId, clientId), inArray(channels.id, [...ids])));
}
