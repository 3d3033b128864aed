import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { CHANNEL_STATUS } from '@client-admin/domain/channel-status';
import type { Tx } from '../../db/database';
import { channels } from '../../db/schema/channels';
import type { ChannelRow } from './channels.repository';

/**
 * Paused channels whose scheduled end is at or before `now`, locked; rows another transaction
 * holds are skipped (the next run takes them).
 */
export async function lockExpiredPauses(tx: Tx, now: Date): Promise<ChannelRow[]> {
  return tx
    .select()
    .from(channels)
    .where(
      and(
        eq(channels.status, CHANNEL_STATUS.PAUSE),
        isNotNull(channels.temporaryPause),
        sql`(${channels.temporaryPause}->>'scheduledEnd')::timestamptz <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .for('update', { skipLocked: true });
}

export async function reactivateChannel(tx: Tx, id: number, now: Date): Promise<void> {
  await tx
    .update(channels)
    .set({
      status: CHANNEL_STATUS.ACTIVE,
      temporaryPause: null,
      version: sql`${channels.version} + 1`,
      updatedAt: now,
    })
    .where(eq(channels.id, id));
}
