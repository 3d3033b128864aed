import { and, asc, eq, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import { CUSTOM_PACKAGE_ID } from '@client-admin/domain/channel-messages';
import type { Tx } from '../../db/database';
import { containsPattern, escapeLike } from '../../db/like-pattern';
import { channelPriceModifiers, channels } from '../../db/schema/channels';
import { clients } from '../../db/schema/clients';
import { parentCompanies } from '../../db/schema/options';
import {
  packageExcludedClients,
  packagePriceModifiers,
  packages,
  quoteTypes,
  subscriptionFilterLookups,
  subscriptionFilterTypes,
} from '../../db/schema/packages';

export type PackageRow = typeof packages.$inferSelect;
export type NewPackage = Omit<typeof packages.$inferInsert, 'id' | 'createdAt'>;
export type ModifierRow = typeof packagePriceModifiers.$inferSelect;
export type FilterTypeRow = typeof subscriptionFilterTypes.$inferSelect;
export type FilterLookupRow = typeof subscriptionFilterLookups.$inferSelect;
export type NewModifier = Omit<typeof packagePriceModifiers.$inferInsert, 'id'>;
export interface PackageWithQuoteType {
  pkg: PackageRow;
  quoteTypeId: number;
  quoteTypeLabel: string;
}

export const withQuoteType = {
  pkg: packages,
  quoteTypeId: quoteTypes.id,
  quoteTypeLabel: quoteTypes.label,
};
const catalogueOrder = [
  sql`${packages.carrier} asc nulls first`,
  asc(quoteTypes.sortOrder),
  asc(packages.productTypeId),
  asc(packages.name),
  asc(packages.id),
];

export async function listPackages(
  tx: Tx,
  filter: {
    carrier?: string;
    quoteType?: string;
    productTypeId?: number;
    includeInactive: boolean;
  },
): Promise<PackageWithQuoteType[]> {
  const conditions: SQL[] = [];
  if (filter.carrier) conditions.push(eq(packages.carrier, filter.carrier));
  if (filter.quoteType) conditions.push(eq(packages.quoteType, filter.quoteType));
  if (filter.productTypeId !== undefined) {
    conditions.push(eq(packages.productTypeId, filter.productTypeId));
  }
  if (!filter.includeInactive) conditions.push(eq(packages.isActive, true));
  return tx
    .select(withQuoteType)
    .from(packages)
    .innerJoin(quoteTypes, eq(quoteTypes.code, packages.quoteType))
    .where(and(...conditions))
    .orderBy(...catalogueOrder);
}

/**
 * Case-insensitive: an id prefix, or the text inside the name, carrier (code or display name),
 * quote type (code or label), a price modifier's name or a filter's name.
 */
export async function deepSearchPackages(
  tx: Tx,
  text: string,
  limit: number,
): Promise<PackageWithQuoteType[]> {
  const lowered = text.toLowerCase();
  const inside = `%${escapeLike(lowered)}%`;
  return tx
    .select(withQuoteType)
    .from(packages)
    .innerJoin(quoteTypes, eq(quoteTypes.code, packages.quoteType))
    .leftJoin(parentCompanies, eq(parentCompanies.code, packages.carrier))
    .where(
      or(
        sql`${packages.id}::text like ${`${escapeLike(lowered)}%`}`,
        sql`lower(${packages.name}) like ${inside}`,
        sql`lower(coalesce(${packages.carrier}, '')) like ${inside}`,
        sql`lower(coalesce(${parentCompanies.displayName}, '')) like ${inside}`,
        sql`lower(${quoteTypes.code}) like ${inside}`,
        sql`lower(${quoteTypes.label}) like ${inside}`,
        sql`exists (select 1 from ${packagePriceModifiers} m
          where m.package_id = ${packages.id} and lower(m.name) like ${inside})`,
        sql`exists (select 1 from jsonb_array_elements_text(${packages.filters}) f(name)
          where lower(f.name) like ${inside})`,
      ),
    )
    .orderBy(...catalogueOrder)
    .limit(limit);
}

export async function findPackage(
  tx: Tx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PackageWithQuoteType | null> {
  const query = tx
    .select(withQuoteType)
    .from(packages)
    .innerJoin(quoteTypes, eq(quoteTypes.code, packages.quoteType))
    .where(eq(packages.id, id));
  const [row] = options.lock ? await query.for('update', { of: packages }) : await query;
  return row ?? null;
}

export async function listModifiers(tx: Tx, packageIds: string[]): Promise<ModifierRow[]> {
  if (packageIds.length === 0) return [];
  return tx
    .select()
    .from(packagePriceModifiers)
    .where(inArray(packagePriceModifiers.packageId, packageIds))
    .orderBy(asc(packagePriceModifiers.id));
}

export async function listExcludedClients(tx: Tx, packageId: string) {
  return tx
    .select({ id: clients.id, name: clients.fullName })
    .from(packageExcludedClients)
    .innerJoin(clients, eq(clients.id, packageExcludedClients.clientId))
    .where(eq(packageExcludedClients.packageId, packageId))
    .orderBy(asc(clients.fullName), asc(clients.id));
}

/** Channels that sell the package or keep it as their source package. */
export async function countChannelsUsing(tx: Tx, packageId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(channels)
    .where(or(eq(channels.packageId, packageId), eq(channels.sourcePackageId, packageId)));
  return row?.n ?? 0;
}

/** How many channels price each of the modifiers; ids nobody uses are left out. */
export async function countModifierUse(tx: Tx, modifierIds: number[]) {
  if (modifierIds.length === 0) return new Map<number, number>();
  const rows = await tx
    .select({
      id: channelPriceModifiers.packagePriceModifierId,
      n: sql<number>`count(distinct ${channelPriceModifiers.channelId})::int`,
    })
    .from(channelPriceModifiers)
    .where(inArray(channelPriceModifiers.packagePriceModifierId, modifierIds))
    .groupBy(channelPriceModifiers.packagePriceModifierId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function quoteTypeExists(tx: Tx, code: string): Promise<boolean> {
  const [row] = await tx
    .select({ code: quoteTypes.code })
    .from(quoteTypes)
    .where(eq(quoteTypes.code, code));
  return row !== undefined;
}

export async function existingFilterNames(tx: Tx, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await tx
    .select({ name: subscriptionFilterTypes.name })
    .from(subscriptionFilterTypes)
    .where(inArray(subscriptionFilterTypes.name, names));
  return new Set(rows.map((r) => r.name));
}

export async function existingClientIds(tx: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: clients.id }).from(clients).where(inArray(clients.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function insertPackage(tx: Tx, values: NewPackage): Promise<string> {
  const [row] = await tx.insert(packages).values(values).returning({ id: packages.id });
  if (!row) throw new Error('package insert returned nothing');
  return row.id;
}

export async function updatePackage(tx: Tx, id: string, values: NewPackage): Promise<void> {
  await tx.update(packages).set(values).where(eq(packages.id, id));
}

export async function deletePackage(tx: Tx, id: string): Promise<void> {
  await tx.delete(packages).where(eq(packages.id, id));
}

export async function insertModifiers(tx: Tx, rows: NewModifier[]): Promise<void> {
  if (rows.length > 0) await tx.insert(packagePriceModifiers).values(rows);
}

export async function updateModifier(tx: Tx, id: number, values: NewModifier): Promise<void> {
  await tx.update(packagePriceModifiers).set(values).where(eq(packagePriceModifiers.id, id));
}

export async function deleteModifiers(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length > 0) {
    await tx.delete(packagePriceModifiers).where(inArray(packagePriceModifiers.id, ids));
  }
}

export async function replaceExcludedClients(
  tx: Tx,
  packageId: string,
  clientIds: number[],
): Promise<void> {
  await tx.delete(packageExcludedClients).where(eq(packageExcludedClients.packageId, packageId));
  if (clientIds.length > 0) {
    await tx
      .insert(packageExcludedClients)
      .values(clientIds.map((clientId) => ({ packageId, clientId })));
  }
}

/** Every modifier name in use, with the widest range seen and how many packages carry it. */
export async function listModifierTemplates(tx: Tx) {
  return tx
    .select({
      name: packagePriceModifiers.name,
      priceMinCents: sql<number>`min(${packagePriceModifiers.priceMinCents})::int`,
      priceMaxCents: sql<number>`max(${packagePriceModifiers.priceMaxCents})::int`,
      packageCount: sql<number>`count(distinct ${packagePriceModifiers.packageId})::int`,
    })
    .from(packagePriceModifiers)
    .groupBy(packagePriceModifiers.name)
    .orderBy(asc(packagePriceModifiers.name));
}

/** By the text inside the client's full name, or by its exact id when the text is a number. */
export async function searchClients(tx: Tx, text: string | undefined, limit: number) {
  const conditions: SQL[] = [];
  if (text) {
    const byName = sql`lower(${clients.fullName}) like ${containsPattern(text)}`;
    const byId = /^\d{1,9}$/.test(text) ? eq(clients.id, Number(text)) : undefined;
    conditions.push(or(byName, byId) ?? byName);
  }
  return tx
    .select({
      id: clients.id,
      name: clients.fullName,
      clientType: clients.clientType,
      carrier: clients.parentCompany,
    })
    .from(clients)
    .where(and(...conditions))
    .orderBy(asc(clients.fullName), asc(clients.id))
    .limit(limit);
}

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

export interface OfferedPackageFilter {
  carrier: string;
  productTypeId: number;
  quoteType?: string;
  quoteTypeId?: number;
  sourceOnly: boolean;
  /** Packages excluded for this client are left out. */
  clientId: number | null;
  includeCustom: boolean;
}

/** Active packages of a carrier and product (and quote type), the custom one when asked. */
export async function listOfferedPackages(
  tx: Tx,
  filter: OfferedPackageFilter,
): Promise<PackageWithQuoteType[]> {
  const conditions: SQL[] = [
    eq(packages.isActive, true),
    eq(packages.isSourceOnly, filter.sourceOnly),
    eq(sql`upper(${packages.carrier})`, filter.carrier.toUpperCase()),
    eq(packages.productTypeId, filter.productTypeId),
  ];
  if (filter.quoteType) conditions.push(eq(packages.quoteType, filter.quoteType.toLowerCase()));
  if (filter.quoteTypeId) conditions.push(eq(quoteTypes.id, filter.quoteTypeId));
  if (filter.clientId !== null) {
    conditions.push(
      notExists(
        tx
          .select({ one: sql`1` })
          .from(packageExcludedClients)
          .where(
            and(
              eq(packageExcludedClients.packageId, packages.id),
              eq(packageExcludedClients.clientId, filter.clientId),
            ),
          ),
      ),
    );
  }
  const matching = and(...conditions)!;
  return tx
    .select(withQuoteType)
    .from(packages)
    .innerJoin(quoteTypes, eq(quoteTypes.code, packages.quoteType))
    .where(filter.includeCustom ? or(eq(packages.id, CUSTOM_PACKAGE_ID), matching) : matching)
    .orderBy(asc(packages.name), asc(packages.id));
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

export async function listQuoteTypes(tx: Tx) {
  return tx.select().from(quoteTypes).orderBy(asc(quoteTypes.sortOrder));
}
