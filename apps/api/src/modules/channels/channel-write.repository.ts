import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import {
  channelChanges,
  channelPriceModifiers,
  channels,
  channelSubscriptionFilters,
  upsells,
} from '../../db/schema/channels';
import { clients } from '../../db/schema/clients';
import { crmTargets } from '../../db/schema/crm';
import { packageExcludedClients } from '../../db/schema/packages';
import type { ChannelRow } from './channels.repository';

export type NewChannel = typeof channels.$inferInsert;
export type ChannelClient = NonNullable<Awaited<ReturnType<typeof findChannelClient>>>;

/** What the channel rules look at of the owning client. */
export async function findChannelClient(tx: Tx, clientId: number) {
  const [row] = await tx
    .select({
      id: clients.id,
      clientType: clients.clientType,
      parentCompany: clients.parentCompany,
      agencyEmail: clients.agencyEmail,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ?? null;
}

export async function isPackageExcluded(tx: Tx, packageId: string, clientId: number) {
  const [row] = await tx
    .select({ clientId: packageExcludedClients.clientId })
    .from(packageExcludedClients)
    .where(
      and(
        eq(packageExcludedClients.packageId, packageId),
        eq(packageExcludedClients.clientId, clientId),
      ),
    );
  return row !== undefined;
}

export async function listCrmTargets(tx: Tx) {
  return tx.select().from(crmTargets).orderBy(asc(crmTargets.name));
}

export async function findCrmTargets(tx: Tx, domains: string[]) {
  if (domains.length === 0) return [];
  return tx.select().from(crmTargets).where(inArray(crmTargets.domain, domains));
}

export async function insertChannel(tx: Tx, values: NewChannel): Promise<ChannelRow> {
  const [row] = await tx.insert(channels).values(values).returning();
  if (!row) throw new Error('channel insert returned no row');
  return row;
}

export async function replacePriceModifiers(
  tx: Tx,
  channelId: number,
  modifiers: { packagePriceModifierId: number; priceCents: number }[],
): Promise<void> {
  await tx.delete(channelPriceModifiers).where(eq(channelPriceModifiers.channelId, channelId));
  if (modifiers.length === 0) return;
  await tx.insert(channelPriceModifiers).values(modifiers.map((m) => ({ ...m, channelId })));
}

/** Copies the subscription filters of one channel onto another (clone). */
export async function copySubscriptionFilters(tx: Tx, fromId: number, toId: number) {
  const rows = await tx
    .select()
    .from(channelSubscriptionFilters)
    .where(eq(channelSubscriptionFilters.channelId, fromId));
  if (rows.length === 0) return;
  await tx.insert(channelSubscriptionFilters).values(
    rows.map((r) => ({
      channelId: toId,
      filterTypeId: r.filterTypeId,
      inputValue: r.inputValue,
      lookupId: r.lookupId,
    })),
  );
}

export async function insertGeoMapChange(
  tx: Tx,
  entry: { channelId: number; actor: string; before: unknown; after: unknown },
): Promise<void> {
  await tx.insert(channelChanges).values({ ...entry, kind: 'geoMaps' });
}

export async function insertUpsells(tx: Tx, rows: (typeof upsells.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(upsells).values(rows);
}
