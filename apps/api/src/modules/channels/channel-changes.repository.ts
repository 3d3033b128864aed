import { and, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { channelChanges } from '../../db/schema/channels';

export type ChannelChangeKind = (typeof channelChanges.$inferSelect)['kind'];

/** Newest first; the history of one channel is small, so no paging. */
export async function listChannelChanges(
  tx: Tx,
  channelId: number,
  kind: ChannelChangeKind,
  since: Date | undefined,
) {
  const conditions: SQL[] = [
    eq(channelChanges.channelId, channelId),
    eq(channelChanges.kind, kind),
  ];
  if (since) conditions.push(gte(channelChanges.changedAt, since));
  return tx
    .select()
    .from(channelChanges)
    .where(and(...conditions))
    .orderBy(desc(channelChanges.changedAt), desc(channelChanges.id));
}

/** One history row of a channel's geo map or filters, written with the change itself. */
export async function insertChannelChange(
  tx: Tx,
  entry: {
    channelId: number;
    kind: ChannelChangeKind;
    actor: string;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await tx.insert(channelChanges).values(entry);
}
