import type { PackageAdminDetail, PackageInput } from '@client-admin/contracts/packages';
import {
  CHANNEL_MESSAGES,
  CUSTOM_PACKAGE_ID,
  PACKAGE_ADMIN_MESSAGES,
} from '@client-admin/domain/channel-messages';
import { toCents } from '@client-admin/domain/money';
import { PRODUCT_ID_BY_SERVICE, SERVICE_TYPES } from '@client-admin/domain/quote-types';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../errors';
import { parentCompanyExists } from '../options/options.public';
import { loadAdminDetail } from './package-query.service';
import {
  countChannelsUsing,
  countModifierUse,
  deleteModifiers,
  deletePackage,
  existingClientIds,
  existingFilterNames,
  findPackage,
  insertModifiers,
  insertPackage,
  listModifiers,
  quoteTypeExists,
  replaceExcludedClients,
  updateModifier,
  updatePackage,
  type ModifierRow,
  type NewModifier,
  type NewPackage,
} from './packages.repository';

const unique = <T>(values: T[]) => [...new Set(values)];

/** Checks what the contract cannot (the names must exist); returns the row to store. */
async function toPackageRow(tx: Tx, input: PackageInput): Promise<NewPackage> {
  if (input.carrier !== null && !(await parentCompanyExists(tx, input.carrier))) {
    throw badRequest('carrier', PACKAGE_ADMIN_MESSAGES.unknownCarrier);
  }
  if (!(await quoteTypeExists(tx, input.quoteType))) {
    throw badRequest('quoteType', PACKAGE_ADMIN_MESSAGES.unknownQuoteType);
  }
  const filters = unique(input.filters);
  const knownFilters = await existingFilterNames(tx, filters);
  const unknownFilters = filters.filter((name) => !knownFilters.has(name));
  if (unknownFilters.length > 0) {
    throw badRequest('filters', PACKAGE_ADMIN_MESSAGES.unknownFilters(unknownFilters));
  }
  const clientIds = unique(input.excludedClientIds);
  const knownClients = await existingClientIds(tx, clientIds);
  const unknownClients = clientIds.filter((id) => !knownClients.has(id));
  if (unknownClients.length > 0) {
    throw badRequest('excludedClientIds', PACKAGE_ADMIN_MESSAGES.unknownClients(unknownClients));
  }
  const names = input.priceModifiers.map((m) => m.name.toLowerCase());
  const repeated = names.findIndex((name, i) => names.indexOf(name) !== i);
  if (repeated >= 0) {
    throw badRequest(`priceModifiers.${repeated}.name`, PACKAGE_ADMIN_MESSAGES.repeatedModifier);
  }
  const serviceType = SERVICE_TYPES.find((s) => PRODUCT_ID_BY_SERVICE[s] === input.productTypeId);
  return {
    name: input.name,
    carrier: input.carrier,
    quoteType: input.quoteType,
    productTypeId: input.productTypeId,
    serviceType: serviceType ?? 'Web',
    costCents: toCents(input.cost),
    filters,
    maxSold: input.maxSold,
    isSourceOnly: input.isSourceOnly,
    isActive: input.isActive,
  };
}

const toModifierRow = (
  packageId: string,
  m: PackageInput['priceModifiers'][number],
): NewModifier => ({
  packageId,
  name: m.name,
  priceMinCents: toCents(m.priceMin),
  priceMaxCents: toCents(m.priceMax),
  isDefaultSelected: m.isDefaultSelected,
});

/**
 * Listed modifier ids are kept and updated, entries without an id are added, unlisted ones are
 * removed: a modifier a channel prices cannot be removed (409), the channel would lose its price.
 */
async function syncModifiers(
  tx: Tx,
  packageId: string,
  existing: ModifierRow[],
  input: PackageInput['priceModifiers'],
): Promise<void> {
  const byId = new Map(existing.map((m) => [m.id, m]));
  const kept = new Set<number>();
  for (const [index, m] of input.entries()) {
    if (m.id === undefined) continue;
    if (!byId.has(m.id) || kept.has(m.id)) {
      throw badRequest(`priceModifiers.${index}.id`, PACKAGE_ADMIN_MESSAGES.unknownModifier);
    }
    kept.add(m.id);
  }
  const removed = existing.filter((m) => !kept.has(m.id));
  const use = await countModifierUse(
    tx,
    removed.map((m) => m.id),
  );
  for (const m of removed) {
    const channels = use.get(m.id) ?? 0;
    if (channels > 0) throw conflict(PACKAGE_ADMIN_MESSAGES.modifierInUse(m.name, channels));
  }
  await deleteModifiers(
    tx,
    removed.map((m) => m.id),
  );
  for (const m of input) {
    if (m.id !== undefined) await updateModifier(tx, m.id, toModifierRow(packageId, m));
  }
  await insertModifiers(
    tx,
    input.filter((m) => m.id === undefined).map((m) => toModifierRow(packageId, m)),
  );
}

/** POST /api/packages */
export async function createPackage(
  db: Database,
  input: PackageInput,
): Promise<PackageAdminDetail> {
  return db.transaction(async (tx) => {
    const row = await toPackageRow(tx, input);
    const id = await insertPackage(tx, row);
    await syncModifiers(tx, id, [], input.priceModifiers);
    await replaceExcludedClients(tx, id, unique(input.excludedClientIds));
    return loadAdminDetail(tx, id);
  });
}

/** PUT /api/packages/{id}: the whole package; the row is locked, the last save wins. */
export async function updatePackageAdmin(
  db: Database,
  id: string,
  input: PackageInput,
): Promise<PackageAdminDetail> {
  return db.transaction(async (tx) => {
    const found = await findPackage(tx, id, { lock: true });
    if (!found) throw notFound(CHANNEL_MESSAGES.getPackage);
    if (id === CUSTOM_PACKAGE_ID && input.carrier !== null) {
      throw conflict(PACKAGE_ADMIN_MESSAGES.customPackageCarrier);
    }
    const row = await toPackageRow(tx, input);
    await syncModifiers(tx, id, await listModifiers(tx, [id]), input.priceModifiers);
    await updatePackage(tx, id, row);
    await replaceExcludedClients(tx, id, unique(input.excludedClientIds));
    return loadAdminDetail(tx, id);
  });
}

/**
 * DELETE /api/packages/{id}: only a package no channel sells, keeps as its source or prices a
 * modifier of; anything else is a 409 that points at deactivating it instead.
 */
export async function deletePackageAdmin(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findPackage(tx, id, { lock: true });
    if (!found) throw notFound(CHANNEL_MESSAGES.getPackage);
    if (id === CUSTOM_PACKAGE_ID) throw conflict(PACKAGE_ADMIN_MESSAGES.customPackageDelete);
    const modifierUse = await countModifierUse(
      tx,
      (await listModifiers(tx, [id])).map((m) => m.id),
    );
    const channels = (await countChannelsUsing(tx, id)) || Math.max(0, ...modifierUse.values());
    if (channels > 0) throw conflict(PACKAGE_ADMIN_MESSAGES.packageInUse(channels));
    await deletePackage(tx, id);
  });
}
