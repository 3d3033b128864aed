import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { channelPriceModifiers, channels } from '../../db/schema/channels';
import { clientLogs, clients } from '../../db/schema/clients';
import { packages } from '../../db/schema/packages';

export type ChannelRow = typeof channels.$inferSelect;
export type ChannelChanges = Partial<Omit<typeof channels.$inferInsert, 'id' | 'clientId'>>;
export type ChannelWithPackage = ChannelRow & { packageIsActive: boolean | null };

const withPackage = { channel: channels, packageIsActive: packages.isActive };

export async function clientExists(tx: Tx, clientId: number): Promise<boolean> {
  const [row] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  return row !== undefined;
}

export async function listClientChannels(
  tx: Tx,
  clientId: number,
  page: { limit: number; offset: number } | null,
): Promise<ChannelWithPackage[]> {
  const query = tx
    .select(withPackage)
    .from(channels)
    .leftJoin(packages, eq(packages.id, channels.packageId))
    .where(eq(channels.clientId, clientId))
    .orderBy(asc(channels.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({ ...r.channel, packageIsActive: r.packageIsActive }));
}

export async function findChannel(
  tx: Tx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ChannelWithPackage | null> {
  const query = tx
    .select(withPackage)
    .from(channels)
    .leftJoin(packages, eq(packages.id, channels.packageId))
    .where(eq(channels.id, id));
  const [row] = options.lock ? await query.for('update', { of: channels }) : await query;
  return row ? { ...row.channel, packageIsActive: row.packageIsActive } : null;
}

export async function listPriceModifiers(tx: Tx, channelId: number) {
  return tx
    .select()
    .from(channelPriceModifiers)
    .where(eq(channelPriceModifiers.channelId, channelId))
    .orderBy(asc(channelPriceModifiers.id));
}

/** Status strings as stored, grouped by product: the active rule lives in packages/domain. */
export async function countByProductAndStatus(tx: Tx, clientId: number) {
  return tx
    .select({
      productTypeId: channels.productTypeId,
      status: channels.status,
      count: sql<number>`count(*)::int`,
    })
    .from(channels)
    .where(eq(channels.clientId, clientId))
    .groupBy(channels.productTypeId, channels.status);
}

export async function findCallTypes(tx: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: channels.id, clientId: channels.clientId, callType: channels.callType })
    .from(channels)
    .where(inArray(channels.id, ids));
}

/** Applies the changes when the row still has the version read; null when someone else won. */
export async function updateChannel(
  tx: Tx,
  id: number,
  version: number,
  changes: ChannelChanges,
): Promise<ChannelRow | null> {
  const [row] = await tx
    .update(channels)
    .set({ ...changes, version: sql`${channels.version} + 1`, updatedAt: new Date() })
    .where(and(eq(channels.id, id), eq(channels.version, version)))
    .returning();
  return row ?? null;
}

export async function insertChannelAudit(
  tx: Tx,
  entry: {
    clientId: number;
    actorUserId: string | null;
    actorEmail: string;
    action: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(clientLogs).values(entry);
}
