import type { PackageDetail } from '@client-admin/contracts/packages';
import { toDollars } from '@client-admin/domain/money';
import type { packagePriceModifiers } from '../../db/schema/packages';
import type { FoundPackage } from './packages.repository';

type ModifierRow = typeof packagePriceModifiers.$inferSelect;

export function toPackageModifier(m: ModifierRow) {
  return {
    id: m.id,
    name: m.name,
    priceMin: toDollars(m.priceMinCents),
    priceMax: toDollars(m.priceMaxCents),
    isDefaultSelected: m.isDefaultSelected,
    isSelected: false,
  };
}

export function toPackageDetail(found: FoundPackage, modifiers: ModifierRow[]): PackageDetail {
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
    priceModifiers: modifiers.filter((m) => m.packageId === pkg.id).map(toPackageModifier),
  };
}
