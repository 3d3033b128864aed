import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { CHANNEL_STATUS } from '@client-admin/domain/channel-status';
import type { Tx } from '../../db/database';
import { placeholder, preparedRead } from '../../db/prepared-read';
import { channels } from '../../db/schema/channels';
import { packages } from '../../db/schema/packages';
import { pauseEnded } from './channel-flow-writes.repository';

export type ChannelRow = typeof channels.$inferSelect;
export type ChannelChanges = Partial<Omit<typeof channels.$inferInsert, 'id' | 'clientId'>>;
export type ChannelWithPackage = ChannelRow & { packageIsActive: boolean | null };
export type NewChannel = typeof channels.$inferInsert;

const withPackage = { channel: channels, packageIsActive: packages.isActive };

const channelsWithPackage = (tx: Tx) =>
  tx.select(withPackage).from(channels).leftJoin(packages, eq(packages.id, channels.packageId));

type ChannelWithPackageRow = Awaited<ReturnType<typeof channelsWithPackage>>[number];

const withPackageIsActive = (r: ChannelWithPackageRow): ChannelWithPackage => ({
  ...r.channel,
  packageIsActive: r.packageIsActive,
});

const byClient = (tx: Tx) =>
  channelsWithPackage(tx)
    .where(eq(channels.clientId, placeholder('clientId')))
    .orderBy(asc(channels.id));

// The channel list and a channel are the portal's most frequent reads: prepared (prepared-read.ts).
const clientChannels = preparedRead(byClient);

const clientChannelsPage = preparedRead((tx) =>
  byClient(tx).limit(placeholder('limit')).offset(placeholder('offset')),
);

export async function listClientChannels(
  tx: Tx,
  clientId: number,
  page: { limit: number; offset: number } | null,
): Promise<ChannelWithPackage[]> {
  const rows = page
    ? await clientChannelsPage(tx, { clientId, ...page })
    : await clientChannels(tx, { clientId });
  return rows.map(withPackageIsActive);
}

const channelById = preparedRead((tx) =>
  channelsWithPackage(tx).where(eq(channels.id, placeholder('id'))),
);

export async function findChannel(
  tx: Tx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ChannelWithPackage | null> {
  const [row] = options.lock
    ? await channelsWithPackage(tx).where(eq(channels.id, id)).for('update', { of: channels })
    : await channelById(tx, { id });
  return row ? withPackageIsActive(row) : null;
}

const channelCounts = preparedRead((tx) =>
  tx
    .select({
      productTypeId: channels.productTypeId,
      status: channels.status,
      count: sql<number>`count(*)::int`,
    })
    .from(channels)
    .where(eq(channels.clientId, placeholder('clientId')))
    .groupBy(channels.productTypeId, channels.status),
);

/** Status strings as stored, grouped by product: the active rule lives in packages/domain. */
export async function countByProductAndStatus(tx: Tx, clientId: number) {
  return channelCounts(tx, { clientId });
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

export async function insertChannel(tx: Tx, values: NewChannel): Promise<ChannelRow> {
  const [row] = await tx.insert(channels).values(values).returning();
  if (!row) throw new Error('channel insert returned no row');
  return row;
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

/** Ends the channel's pause: it takes the status its pause gives back (decision 0055). */
export async function endChannelPause(
  tx: Tx,
  row: Pick<ChannelRow, 'id' | 'statusBeforePause'>,
  now: Date,
): Promise<ChannelRow> {
  const [updated] = await tx
    .update(channels)
    .set(pauseEnded(now, row.statusBeforePause))
    .where(eq(channels.id, row.id))
    .returning();
  return updated!;
}

/** The channels among the ids, locked, in id order. */
export async function lockChannelsById(tx: Tx, ids: readonly number[]): Promise<ChannelRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(channels)
    .where(inArray(channels.id, [...ids]))
    .orderBy(asc(channels.id))
    .for('update');
}

/** Secondary territory fields; the version is left alone, as the edit form does not send them. */
export async function setSecondaryTerritory(
  tx: Tx,
  id: number,
  values: Pick<ChannelRow, 'expansionOptOut' | 'secondaryTerritoryExcludedZipCodes'>,
): Promise<void> {
  await tx
    .update(channels)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(channels.id, id));
}
