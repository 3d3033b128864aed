import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { channelChanges, channelSubscriptionFilters, channels } from '../../db/schema/channels';
import { subscriptionFilterLookups, subscriptionFilterTypes } from '../../db/schema/packages';

export type FilterTypeRow = typeof subscriptionFilterTypes.$inferSelect;
export type FilterLookupRow = typeof subscriptionFilterLookups.$inferSelect;
export type ChannelFilterRow = typeof channelSubscriptionFilters.$inferSelect;
export type NewChannelFilter = Omit<typeof channelSubscriptionFilters.$inferInsert, 'id'>;

/** The filter type catalogue with every lookup value; small (tens of rows). */
export async function listFilterTypes(tx: Tx) {
  const types = await tx
    .select()
    .from(subscriptionFilterTypes)
    .orderBy(asc(subscriptionFilterTypes.name));
  const lookups = await tx
    .select()
    .from(subscriptionFilterLookups)
    .orderBy(asc(subscriptionFilterLookups.id));
  return { types, lookups };
}

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

/**
 * Keeps channels.filterList in step with the filter rows. The channel's version is left alone:
 * the channel edit form does not send filterList, so a filter save must not make it stale.
 */
export async function setChannelFilterList(tx: Tx, channelId: number, filterList: string) {
  await tx
    .update(channels)
    .set({ filterList, updatedAt: new Date() })
    .where(eq(channels.id, channelId));
}

export async function insertFilterChange(
  tx: Tx,
  entry: { channelId: number; actor: string; before: unknown; after: unknown },
): Promise<void> {
  await tx.insert(channelChanges).values({ ...entry, kind: 'filters' });
}
