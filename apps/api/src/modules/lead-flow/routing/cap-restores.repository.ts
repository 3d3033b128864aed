import { lte } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { restoreCappedChannel } from '../../channels/channels.public';
import { channelCapRestores } from '../../../db/schema/lead-flow';

/**
 * Channels whose cap period has turned go back to ACTIVE, unless someone changed their status
 * since (a pause, a cancel); their restore rows go either way. Answers the channel ids restored.
 */
export async function restoreDueChannels(tx: Tx, now: Date): Promise<number[]> {
  const due = await tx
    .delete(channelCapRestores)
    .where(lte(channelCapRestores.restoresAt, now))
    .returning();
  const restored: number[] = [];
  for (const row of due) {
    if (await restoreCappedChannel(tx, row.channelId, row.status, now))
      restored.push(row.channelId);
  }
  return restored;
}
