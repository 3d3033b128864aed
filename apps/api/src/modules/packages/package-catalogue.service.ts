import type { PackageDetail, PackagePriceModifier } from '@client-admin/contracts/packages';
import { CUSTOM_PACKAGE_ID } from '@client-admin/domain/channel-messages';
import type { Tx } from '../../db/database';
import { toPackageDetail, toPackageModifier } from './package-mapper';
import {
  findPackage,
  isPackageExcluded,
  listModifiers,
  listOfferedPackages,
  listQuoteTypes,
  type ModifierRow,
  type OfferedPackageFilter,
  type PackageRow,
} from './packages.repository';

/** What other modules read of the package catalogue; they never query its tables themselves. */
export type { ModifierRow, OfferedPackageFilter, PackageRow };
export { isPackageExcluded, listModifiers, listQuoteTypes };

/** One package with its quote type and modifiers as the calls answer it; null when unknown. */
export async function findPackageDetail(tx: Tx, id: string): Promise<PackageDetail | null> {
  const found = await findPackage(tx, id);
  return found ? toPackageDetail(found, await listModifiers(tx, [id])) : null;
}

/** The raw package row, for rules that price a channel against it; null when unknown. */
export async function findPackageRow(tx: Tx, id: string): Promise<PackageRow | null> {
  return (await findPackage(tx, id))?.pkg ?? null;
}

/** The packages a channel editor offers (active, not excluded for the client, custom if asked). */
export async function listOfferedPackageDetails(
  tx: Tx,
  filter: OfferedPackageFilter,
): Promise<PackageDetail[]> {
  const rows = await listOfferedPackages(tx, filter);
  const modifiers = await listModifiers(
    tx,
    rows.map((r) => r.pkg.id),
  );
  return rows.map((row) => toPackageDetail(row, modifiers));
}

/** The custom package's modifiers. */
export async function listCustomPackageModifiers(tx: Tx): Promise<PackagePriceModifier[]> {
  return (await listModifiers(tx, [CUSTOM_PACKAGE_ID])).map(toPackageModifier);
}
