import { and, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { channels } from '../../../db/schema/channels';
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
    const [updated] = await tx
      .update(channels)
      .set({ status: 'ACTIVE', updatedAt: now, version: sql`${channels.version} + 1` })
      .where(and(eq(channels.id, row.channelId), eq(channels.status, row.status)))
      .returning({ id: channels.id });
    if (updated) restored.push(updated.id);
  }
  return restored;
}
