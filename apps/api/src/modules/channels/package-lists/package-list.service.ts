import type { PackageDetail, PackagePriceModifier } from '@client-admin/contracts/packages';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { isCorporate, PRODUCT_IDS } from '@client-admin/domain/client-types';
import type { Database } from '../../../db/database';
import { clientNotFound, notFound } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import {
  findPackageDetail,
  listCustomPackageModifiers,
  listOfferedPackageDetails,
  type OfferedPackageFilter,
} from '../../packages/packages.public';
import { findChannelClient } from '../channel-access';

export type PackageListAsk = Pick<
  OfferedPackageFilter,
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
    return listOfferedPackageDetails(tx, {
      ...ask,
      sourceOnly: false,
      clientId,
      includeCustom: user.isStaff || (client !== null && isCorporate(client.clientType)),
    });
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
    return [
      ...(await listOfferedPackageDetails(tx, { ...filter, productTypeId: PRODUCT_IDS.WEB })),
      ...(await listOfferedPackageDetails(tx, { ...filter, productTypeId: PRODUCT_IDS.CALL })),
    ];
  });
}

/** GET /api/leadtype/price-modifiers: the custom package's modifiers. */
export async function customPackageModifiers(db: Database): Promise<PackagePriceModifier[]> {
  return db.transaction((tx) => listCustomPackageModifiers(tx));
}

/** GET /api/LeadType/package/{packageId}: the package catalogue is open to any signed-in user. */
export async function getPackage(db: Database, packageId: string): Promise<PackageDetail> {
  return db.transaction(async (tx) => {
    const found = await findPackageDetail(tx, packageId);
    if (!found) throw notFound(CHANNEL_MESSAGES.getPackage);
    return found;
  });
}
