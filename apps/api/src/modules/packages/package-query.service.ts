import type { z } from 'zod';
import type { SubscriptionFilterType } from '@client-admin/contracts/channels';
import type {
  excludableClient,
  PackageAdminDetail,
  PackageDetail,
  packageListQuery,
  priceModifierTemplate,
} from '@client-admin/contracts/packages';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { toDollars } from '@client-admin/domain/money';
import type { Database, Tx } from '../../db/database';
import { notFound } from '../../errors';
import { loadFilterCatalogue } from './filter-catalogue.service';
import { toPackageDetail } from './package-mapper';
import {
  countChannelsUsing,
  deepSearchPackages,
  findPackage,
  listExcludedClients,
  listModifiers,
  listModifierTemplates,
  listPackages,
  searchClients,
  type PackageWithQuoteType,
} from './packages.repository';

/** The deep search answers at most this many packages, the excludable clients at most 50. */
export const DEEP_SEARCH_LIMIT = 100;
export const EXCLUDABLE_CLIENTS_LIMIT = 50;

async function withModifiers(tx: Tx, rows: PackageWithQuoteType[]): Promise<PackageDetail[]> {
  const modifiers = await listModifiers(
    tx,
    rows.map((r) => r.pkg.id),
  );
  return rows.map((row) => toPackageDetail(row, modifiers));
}

/** One package with its exclusions and channel count; 404 when unknown. */
export async function loadAdminDetail(tx: Tx, id: string): Promise<PackageAdminDetail> {
  const found = await findPackage(tx, id);
  if (!found) throw notFound(CHANNEL_MESSAGES.getPackage);
  return {
    ...toPackageDetail(found, await listModifiers(tx, [id])),
    excludedClients: await listExcludedClients(tx, id),
    channelCount: await countChannelsUsing(tx, id),
  };
}

/** GET /api/packages: active packages unless includeInactive, optionally narrowed. */
export async function listPackagesFor(
  db: Database,
  query: z.infer<typeof packageListQuery>,
): Promise<PackageDetail[]> {
  return db.transaction(async (tx) =>
    withModifiers(
      tx,
      await listPackages(tx, { ...query, includeInactive: query.includeInactive ?? false }),
    ),
  );
}

/** GET /api/packages/{id} */
export async function getPackageAdmin(db: Database, id: string): Promise<PackageAdminDetail> {
  return db.transaction((tx) => loadAdminDetail(tx, id));
}

/** GET /api/packages/deep?searchText= (inactive packages included: admins look for them too). */
export async function deepSearch(db: Database, searchText: string): Promise<PackageDetail[]> {
  return db.transaction(async (tx) =>
    withModifiers(tx, await deepSearchPackages(tx, searchText, DEEP_SEARCH_LIMIT)),
  );
}

/** GET /api/packages/filters */
export async function listFilterTypesFor(db: Database): Promise<SubscriptionFilterType[]> {
  return db.transaction(async (tx) => (await loadFilterCatalogue(tx)).response);
}

/** GET /api/packages/price-modifiers */
export async function listPriceModifierTemplates(
  db: Database,
): Promise<z.infer<typeof priceModifierTemplate>[]> {
  const rows = await db.transaction((tx) => listModifierTemplates(tx));
  return rows.map((r) => ({
    name: r.name,
    priceMin: toDollars(r.priceMinCents),
    priceMax: toDollars(r.priceMaxCents),
    packageCount: r.packageCount,
  }));
}

/** GET /api/packages/excludeable/clients?q= */
export async function listExcludableClients(
  db: Database,
  q: string | undefined,
): Promise<z.infer<typeof excludableClient>[]> {
  return db.transaction((tx) => searchClients(tx, q || undefined, EXCLUDABLE_CLIENTS_LIMIT));
}
