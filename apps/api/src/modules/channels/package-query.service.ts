import type { PackageDetail } from '@client-admin/contracts/packages';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { toDollars } from '@client-admin/domain/money';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { findPackage, listPackageModifiers } from './packages.repository';

/** GET /api/LeadType/package/{packageId}: the package catalogue is open to any signed-in user. */
export async function getPackage(db: Database, packageId: string): Promise<PackageDetail> {
  return db.transaction(async (tx) => {
    const found = await findPackage(tx, packageId);
    if (!found) throw notFound(CHANNEL_MESSAGES.getPackage);
    const modifiers = await listPackageModifiers(tx, packageId);
    const { pkg } = found;
    return {
      id: pkg.id,
      name: pkg.name,
      carrier: pkg.carrier,
      cost: toDollars(pkg.costCents),
      filters: pkg.filters,
      serviceType: pkg.serviceType,
      productTypeId: pkg.productTypeId,
      quoteType: pkg.quoteType,
      quoteTypeId: found.quoteTypeId,
      quoteTypeLabel: found.quoteTypeLabel,
      serviceId: pkg.productTypeId,
      maxSold: pkg.maxSold,
      isActive: pkg.isActive,
      isSourceOnly: pkg.isSourceOnly,
      priceModifiers: modifiers.map((m) => ({
        id: m.id,
        name: m.name,
        priceMin: toDollars(m.priceMinCents),
        priceMax: toDollars(m.priceMaxCents),
        isDefaultSelected: m.isDefaultSelected,
        isSelected: false,
      })),
    };
  });
}
