import type { PackageDetail } from '@client-admin/contracts/packages';
import type { PackageListFilters } from '../api/query-keys';

/** The list filters, applied in the browser to deep-search results (the server applies them to the list). */
export function matchesFilters(pkg: PackageDetail, filters: PackageListFilters): boolean {
  return (
    (filters.carrier === undefined || pkg.carrier === filters.carrier) &&
    (filters.quoteType === undefined || pkg.quoteType === filters.quoteType) &&
    (filters.productTypeId === undefined || pkg.productTypeId === filters.productTypeId) &&
    (filters.includeInactive || pkg.isActive)
  );
}
