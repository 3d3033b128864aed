import type { PackageDetail } from '@client-admin/contracts/packages';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { toPackageDetail } from '../packages/package-mapper';
import { findPackage, listModifiers } from '../packages/packages.repository';

/** GET /api/LeadType/package/{packageId}: the package catalogue is open to any signed-in user. */
export async function getPackage(db: Database, packageId: string): Promise<PackageDetail> {
  return db.transaction(async (tx) => {
    const found = await findPackage(tx, packageId);
    if (!found) throw notFound(CHANNEL_MESSAGES.getPackage);
    return toPackageDetail(found, await listModifiers(tx, [packageId]));
  });
}
