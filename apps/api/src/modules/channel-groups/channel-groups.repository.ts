import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { channelGroupMembers, channelGroups } from '../../db/schema/channel-groups';

export type ChannelGroupRow = typeof channelGroups.$inferSelect;
export type GroupMemberRow = typeof channelGroupMembers.$inferSelect;

export async function findGroup(
  tx: Tx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ChannelGroupRow | null> {
  const query = tx.select().from(channelGroups).where(eq(channelGroups.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listClientGroups(tx: Tx, clientId: number): Promise<ChannelGroupRow[]> {
  return tx
    .select()
    .from(channelGroups)
    .where(eq(channelGroups.clientId, clientId))
    .orderBy(asc(channelGroups.id));
}

export async function insertGroup(
  tx: Tx,
  values: { clientId: number; name: string },
): Promise<ChannelGroupRow> {
  const [row] = await tx.insert(channelGroups).values(values).returning();
  return row!;
}

export async function renameGroup(tx: Tx, id: number, name: string): Promise<void> {
  await tx.update(channelGroups).set({ name }).where(eq(channelGroups.id, id));
}

export async function deleteGroup(tx: Tx, id: number): Promise<void> {
  await tx.delete(channelGroups).where(eq(channelGroups.id, id));
}

/** The members of the groups, in the order they joined. */
export async function listMembers(tx: Tx, groupIds: readonly number[]): Promise<GroupMemberRow[]> {
  if (groupIds.length === 0) return [];
  return tx
    .select()
    .from(channelGroupMembers)
    .where(inArray(channelGroupMembers.groupId, [...groupIds]))
    .orderBy(asc(channelGroupMembers.id));
}

export async function insertMembers(
  tx: Tx,
  groupId: number,
  channelIds: readonly number[],
): Promise<void> {
  if (channelIds.length === 0) return;
  await tx
    .insert(channelGroupMembers)
    .values(channelIds.map((channelId) => ({ groupId, channelId })));
}

/** Removes the channel from the group; false when it was not in it. */
export async function deleteMember(tx: Tx, groupId: number, channelId: number): Promise<boolean> {
  const rows = await tx
    .delete(channelGroupMembers)
    .where(
      and(eq(channelGroupMembers.groupId, groupId), eq(channelGroupMembers.channelId, channelId)),
    )
    .returning({ id: channelGroupMembers.id });
  return rows.length > 0;
}

/** Keeps only these channels in the group. */
export async function keepMembers(
  tx: Tx,
  groupId: number,
  channelIds: readonly number[],
): Promise<void> {
  await tx
    .delete(channelGroupMembers)
    .where(
      channelIds.length === 0
        ? eq(channelGroupMembers.groupId, groupId)
        : and(
            eq(channelGroupMembers.groupId, groupId),
            notInArray(channelGroupMembers.channelId, [...channelIds]),
          ),
    );
}
