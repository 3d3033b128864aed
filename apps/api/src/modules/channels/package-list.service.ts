import type { PackageDetail, PackagePriceModifier } from '@client-admin/contracts/packages';
import { CUSTOM_PACKAGE_ID } from '@client-admin/domain/channel-messages';
import { isCorporate, PRODUCT_IDS } from '@client-admin/domain/client-types';
import type { Database } from '../../db/database';
import { clientNotFound } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { findChannelClient } from './channel-write.repository';
import { toPackageDetail, toPackageModifier } from '../packages/package-mapper';
import { listModifiers } from '../packages/packages.repository';
import { listPackages, type PackageListFilter } from './packages.repository';

export type PackageListAsk = Pick<
  PackageListFilter,
  'carrier' | 'productTypeId' | 'quoteType' | 'quoteTypeId'
>;

/**
 * The package lists of the channel editor: active packages, without those excluded for the
 * client; the custom package only for staff and corporate clients.
 */
export async function listChannelPackages(
  db: Database,
  user: RequestUser,
  clientId: number | null,
  ask: PackageListAsk,
): Promise<PackageDetail[]> {
  return db.transaction(async (tx) => {
    const client = clientId === null ? null : await findChannelClient(tx, clientId);
    if (clientId !== null && !client) throw clientNotFound();
    const rows = await listPackages(tx, {
      ...ask,
      sourceOnly: false,
      clientId,
      includeCustom:
        user.isStaff || (client !== undefined && client !== null && isCorporate(client.clientType)),
    });
    const modifiers = await listModifiers(
      tx,
      rows.map((r) => r.pkg.id),
    );
    return rows.map((row) => toPackageDetail(row, modifiers));
  });
}

/** GET /api/LeadType/{carrier}/{quoteType}/sourceOnlyPackages (staff only). */
export async function listSourceOnlyPackages(
  db: Database,
  carrier: string,
  quoteType: string,
): Promise<PackageDetail[]> {
  return db.transaction(async (tx) => {
    const filter = { carrier, quoteType, sourceOnly: true, clientId: null, includeCustom: false };
    const rows = [
      ...(await listPackages(tx, { ...filter, productTypeId: PRODUCT_IDS.WEB })),
      ...(await listPackages(tx, { ...filter, productTypeId: PRODUCT_IDS.CALL })),
    ];
    const modifiers = await listModifiers(
      tx,
      rows.map((r) => r.pkg.id),
    );
    return rows.map((row) => toPackageDetail(row, modifiers));
  });
}

/** GET /api/leadtype/price-modifiers: the custom package's modifiers. */
export async function customPackageModifiers(db: Database): Promise<PackagePriceModifier[]> {
  const rows = await db.transaction((tx) => listModifiers(tx, [CUSTOM_PACKAGE_ID]));
  return rows.map(toPackageModifier);
}
