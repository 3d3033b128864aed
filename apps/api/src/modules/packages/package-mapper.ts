import type { PackageDetail } from '@client-admin/contracts/packages';
import { toDollars } from '@client-admin/domain/money';
import type { ModifierRow, PackageWithQuoteType } from './packages.repository';

/** A modifier as the API answers it: dollars, isSelected false until a channel picks it. */
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

/** A package row and its modifiers as the API answers it: dollars, isSelected false. */
export function toPackageDetail(
  { pkg, quoteTypeId, quoteTypeLabel }: PackageWithQuoteType,
  modifiers: ModifierRow[],
): PackageDetail {
  return {
    id: pkg.id,
    name: pkg.name,
    carrier: pkg.carrier,
    cost: toDollars(pkg.costCents),
    filters: pkg.filters,
    serviceType: pkg.serviceType,
    productTypeId: pkg.productTypeId,
    quoteType: pkg.quoteType,
    quoteTypeId,
    quoteTypeLabel,
    serviceId: pkg.productTypeId,
    maxSold: pkg.maxSold,
    isActive: pkg.isActive,
    isSourceOnly: pkg.isSourceOnly,
    priceModifiers: modifiers.filter((m) => m.packageId === pkg.id).map(toPackageModifier),
  };
}
