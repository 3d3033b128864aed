import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { channelSubscriptionFilters } from '../../../db/schema/channels';

export type ChannelFilterRow = typeof channelSubscriptionFilters.$inferSelect;
export type NewChannelFilter = Omit<typeof channelSubscriptionFilters.$inferInsert, 'id'>;

export async function listChannelFilters(tx: Tx, channelId: number): Promise<ChannelFilterRow[]> {
  return tx
    .select()
    .from(channelSubscriptionFilters)
    .where(eq(channelSubscriptionFilters.channelId, channelId))
    .orderBy(asc(channelSubscriptionFilters.id));
}

export async function insertChannelFilters(tx: Tx, rows: NewChannelFilter[]): Promise<void> {
  if (rows.length > 0) await tx.insert(channelSubscriptionFilters).values(rows);
}

export async function updateChannelFilter(tx: Tx, id: number, row: NewChannelFilter) {
  await tx.update(channelSubscriptionFilters).set(row).where(eq(channelSubscriptionFilters.id, id));
}

export async function deleteChannelFilters(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length > 0) {
    await tx.delete(channelSubscriptionFilters).where(inArray(channelSubscriptionFilters.id, ids));
  }
}

/** Copies the subscription filters of one channel onto another (clone). */
export async function copyChannelFilters(tx: Tx, fromId: number, toId: number) {
  const rows = await listChannelFilters(tx, fromId);
  await insertChannelFilters(
    tx,
    rows.map((r) => ({
      channelId: toId,
      filterTypeId: r.filterTypeId,
      inputValue: r.inputValue,
      lookupId: r.lookupId,
    })),
  );
}
